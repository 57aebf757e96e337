//! `snapshot.storage.k8s.io/v1`, imported by `crdgen import` from `kubernetes-csi__external-snapshotter__snapshot.storage.k8s.io_volumesnapshots.yaml`.

// Written from CRDs, not by hand: the doc comments are their descriptions as other tools
// wrote them (tabs, Markdown lists indented as Go comments indent them), the attributes
// repeat what the schema repeats, and the types nest as the schema does.
#![allow(clippy::duplicated_attributes)]

// The doc comments are the CRDs' descriptions, kept as written (each is the description
// `crdgen generate` writes back): rustdoc reads their URLs, `[...]`, `<...>` and indented
// lines as Markdown links, HTML and Rust code, which they were not written as.
#![allow(rustdoc::bare_urls)]

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// spec defines the desired characteristics of a snapshot requested by a user.
/// More info: https://kubernetes.io/docs/concepts/storage/volume-snapshots#volumesnapshots
/// Required.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "snapshot.storage.k8s.io",
    version = "v1",
    kind = "VolumeSnapshot",
    namespaced,
    plural = "volumesnapshots",
    singular = "volumesnapshot",
    shortname = "vs",
    annotation(
        "api-approved.kubernetes.io",
        "https://github.com/kubernetes-csi/external-snapshotter/pull/814"
    ),
    status = "VolumeSnapshotStatus",
    printcolumn(
        name = "ReadyToUse",
        type = "boolean",
        json_path = ".status.readyToUse",
        description = "Indicates if the snapshot is ready to be used to restore a volume."
    ),
    printcolumn(
        name = "SourcePVC",
        type = "string",
        json_path = ".spec.source.persistentVolumeClaimName",
        description = "If a new snapshot needs to be created, this contains the name of the source PVC from which this snapshot was (or will be) created."
    ),
    printcolumn(
        name = "SourceSnapshotContent",
        type = "string",
        json_path = ".spec.source.volumeSnapshotContentName",
        description = "If a snapshot already exists, this contains the name of the existing VolumeSnapshotContent object representing the existing snapshot."
    ),
    printcolumn(
        name = "RestoreSize",
        type = "string",
        json_path = ".status.restoreSize",
        description = "Represents the minimum size of volume required to rehydrate from this snapshot."
    ),
    printcolumn(
        name = "SnapshotClass",
        type = "string",
        json_path = ".spec.volumeSnapshotClassName",
        description = "The name of the VolumeSnapshotClass requested by the VolumeSnapshot."
    ),
    printcolumn(
        name = "SnapshotContent",
        type = "string",
        json_path = ".status.boundVolumeSnapshotContentName",
        description = "Name of the VolumeSnapshotContent object to which the VolumeSnapshot object intends to bind to. Please note that verification of binding actually requires checking both VolumeSnapshot and VolumeSnapshotContent to ensure both are pointing at each other. Binding MUST be verified prior to usage of this object."
    ),
    printcolumn(
        name = "CreationTime",
        type = "date",
        json_path = ".status.creationTime",
        description = "Timestamp when the point-in-time snapshot was taken by the underlying storage system."
    ),
    printcolumn(name = "Age", type = "date", json_path = ".metadata.creationTimestamp"),
    storage,
    doc = "VolumeSnapshot is a user's request for either creating a point-in-time\nsnapshot of a persistent volume, or binding to a pre-existing snapshot."
)]
pub struct VolumeSnapshotSpec {
    /// source specifies where a snapshot will be created from.
    /// This field is immutable after creation.
    /// Required.
    #[crd(
        validation(
            rule = "!has(oldSelf.persistentVolumeClaimName) || has(self.persistentVolumeClaimName)",
            message = "persistentVolumeClaimName is required once set"
        ),
        validation(
            rule = "!has(oldSelf.volumeSnapshotContentName) || has(self.volumeSnapshotContentName)",
            message = "volumeSnapshotContentName is required once set"
        ),
        validation(
            rule = "(has(self.volumeSnapshotContentName) && !has(self.persistentVolumeClaimName)) || (!has(self.volumeSnapshotContentName) && has(self.persistentVolumeClaimName))",
            message = "exactly one of volumeSnapshotContentName and persistentVolumeClaimName must be set"
        )
    )]
    pub source: VolumeSnapshotSpecSource,
    /// VolumeSnapshotClassName is the name of the VolumeSnapshotClass
    /// requested by the VolumeSnapshot.
    /// VolumeSnapshotClassName may be left nil to indicate that the default
    /// SnapshotClass should be used.
    /// A given cluster may have multiple default Volume SnapshotClasses: one
    /// default per CSI Driver. If a VolumeSnapshot does not specify a SnapshotClass,
    /// VolumeSnapshotSource will be checked to figure out what the associated
    /// CSI Driver is, and the default VolumeSnapshotClass associated with that
    /// CSI Driver will be used. If more than one VolumeSnapshotClass exist for
    /// a given CSI Driver and more than one have been marked as default,
    /// CreateSnapshot will fail and generate an event.
    /// Empty string is not allowed for this field.
    #[crd(
        validation(
            rule = "size(self) > 0",
            message = "volumeSnapshotClassName must not be the empty string when set"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_snapshot_class_name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct VolumeSnapshotSpecSource {
    /// persistentVolumeClaimName specifies the name of the PersistentVolumeClaim
    /// object representing the volume from which a snapshot should be created.
    /// This PVC is assumed to be in the same namespace as the VolumeSnapshot
    /// object.
    /// This field should be set if the snapshot does not exists, and needs to be
    /// created.
    /// This field is immutable.
    #[crd(
        validation(
            rule = "self == oldSelf",
            message = "persistentVolumeClaimName is immutable"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub persistent_volume_claim_name: Option<String>,
    /// volumeSnapshotContentName specifies the name of a pre-existing VolumeSnapshotContent
    /// object representing an existing volume snapshot.
    /// This field should be set if the snapshot already exists and only needs a representation in Kubernetes.
    /// This field is immutable.
    #[crd(
        validation(
            rule = "self == oldSelf",
            message = "volumeSnapshotContentName is immutable"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_snapshot_content_name: Option<String>,
}

/// status represents the current information of a snapshot.
/// Consumers must verify binding between VolumeSnapshot and
/// VolumeSnapshotContent objects is successful (by validating that both
/// VolumeSnapshot and VolumeSnapshotContent point at each other) before
/// using this object.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct VolumeSnapshotStatus {
    /// boundVolumeSnapshotContentName is the name of the VolumeSnapshotContent
    /// object to which this VolumeSnapshot object intends to bind to.
    /// If not specified, it indicates that the VolumeSnapshot object has not been
    /// successfully bound to a VolumeSnapshotContent object yet.
    /// NOTE: To avoid possible security issues, consumers must verify binding between
    /// VolumeSnapshot and VolumeSnapshotContent objects is successful (by validating that
    /// both VolumeSnapshot and VolumeSnapshotContent point at each other) before using
    /// this object.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bound_volume_snapshot_content_name: Option<String>,
    /// creationTime is the timestamp when the point-in-time snapshot is taken
    /// by the underlying storage system.
    /// In dynamic snapshot creation case, this field will be filled in by the
    /// snapshot controller with the "creation_time" value returned from CSI
    /// "CreateSnapshot" gRPC call.
    /// For a pre-existing snapshot, this field will be filled with the "creation_time"
    /// value returned from the CSI "ListSnapshots" gRPC call if the driver supports it.
    /// If not specified, it may indicate that the creation time of the snapshot is unknown.
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub creation_time: Option<String>,
    /// error is the last observed error during snapshot creation, if any.
    /// This field could be helpful to upper level controllers(i.e., application controller)
    /// to decide whether they should continue on waiting for the snapshot to be created
    /// based on the type of error reported.
    /// The snapshot controller will keep retrying when an error occurs during the
    /// snapshot creation. Upon success, this error field will be cleared.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<VolumeSnapshotStatusError>,
    /// readyToUse indicates if the snapshot is ready to be used to restore a volume.
    /// In dynamic snapshot creation case, this field will be filled in by the
    /// snapshot controller with the "ready_to_use" value returned from CSI
    /// "CreateSnapshot" gRPC call.
    /// For a pre-existing snapshot, this field will be filled with the "ready_to_use"
    /// value returned from the CSI "ListSnapshots" gRPC call if the driver supports it,
    /// otherwise, this field will be set to "True".
    /// If not specified, it means the readiness of a snapshot is unknown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ready_to_use: Option<bool>,
    /// restoreSize represents the minimum size of volume required to create a volume
    /// from this snapshot.
    /// In dynamic snapshot creation case, this field will be filled in by the
    /// snapshot controller with the "size_bytes" value returned from CSI
    /// "CreateSnapshot" gRPC call.
    /// For a pre-existing snapshot, this field will be filled with the "size_bytes"
    /// value returned from the CSI "ListSnapshots" gRPC call if the driver supports it.
    /// When restoring a volume from this snapshot, the size of the volume MUST NOT
    /// be smaller than the restoreSize if it is specified, otherwise the restoration will fail.
    /// If not specified, it indicates that the size is unknown.
    // crdgen import: `anyOf` beyond int-or-string has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"pattern":"^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$","type":"string","x-kubernetes-int-or-string":true}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restore_size: Option<String>,
    /// VolumeGroupSnapshotName is the name of the VolumeGroupSnapshot of which this
    /// VolumeSnapshot is a part of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_group_snapshot_name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct VolumeSnapshotStatusError {
    /// message is a string detailing the encountered error during snapshot
    /// creation if specified.
    /// NOTE: message may be logged, and it should not contain sensitive
    /// information.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// time is the timestamp when the error was encountered.
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<String>,
}
