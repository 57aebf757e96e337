//! Real operators, measured (#15 point 10), and every serde shape (#15 points 1–8), from
//! the Rust side: example objects of `fixtures/bigoperator` (a fixture in the shape of
//! CloudNativePG's `Cluster`) and `fixtures/shapes` (one field of every shape), built in
//! Rust, written by serde, stored by the model of the API server
//! (`crdgen_core::schema::defaulting::admit`: prune, drop nulls, default, validate) against
//! the CRD the derive generates, and read back by serde: equal, exactly. A failure names
//! the first JSON path where what serde wrote and what came back differ.

use std::collections::BTreeMap;

use crdgen::CustomResourceExt;
use crdgen_core::schema::defaulting::admit;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};

/// The version's `openAPIV3Schema` of `K`'s CRD, from the derive's `crd()`.
fn schema_of<K: CustomResourceExt>() -> Map<String, Value> {
    let crd = serde_json::to_value(K::crd()).unwrap();
    let versions = crd["spec"]["versions"].as_array().unwrap();
    let version = versions
        .iter()
        .find(|v| v["name"] == K::VERSION)
        .unwrap_or_else(|| panic!("{} has no version {}", K::crd_name(), K::VERSION));
    version["schema"]["openAPIV3Schema"]
        .as_object()
        .unwrap()
        .clone()
}

/// The first path where `a` and `b` differ, with both values there.
fn first_difference(a: &Value, b: &Value, path: &str) -> Option<String> {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let keys: std::collections::BTreeSet<&String> = x.keys().chain(y.keys()).collect();
            keys.into_iter().find_map(|k| match (x.get(k), y.get(k)) {
                (Some(p), Some(q)) => first_difference(p, q, &format!("{path}.{k}")),
                (p, q) => Some(format!("{path}.{k}: {p:?} became {q:?}")),
            })
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (p, q))| first_difference(p, q, &format!("{path}[{i}]"))),
        _ if a == b => None,
        _ => Some(format!("{path}: {a} became {b}")),
    }
}

/// `object` written by serde, stored by the API server model against `K`'s schema, read
/// back by serde.
fn stored<K: CustomResourceExt + Serialize + DeserializeOwned>(name: &str, object: &K) -> K {
    let schema = schema_of::<K>();
    let written = serde_json::to_value(object).unwrap();
    let admitted = admit(written.clone(), &schema).unwrap_or_else(|e| {
        panic!("{name}: the API server refuses what serde writes: {e}\n{written:#}")
    });
    let back: K = serde_json::from_value(admitted.clone()).unwrap_or_else(|e| {
        panic!("{name}: serde cannot read what the API server stored: {e}\n{admitted:#}")
    });
    let rewritten = serde_json::to_value(&back).unwrap();
    if let Some(difference) = first_difference(&written, &rewritten, "") {
        panic!("{name}: the object changed on the way through the API server at {difference}");
    }
    back
}

/// Each object comes back equal.
fn assert_survive<K>(objects: Vec<(&str, K)>)
where
    K: CustomResourceExt + Serialize + DeserializeOwned + PartialEq + std::fmt::Debug,
{
    for (name, object) in objects {
        assert_eq!(stored(name, &object), object, "{name}");
    }
}

mod bigoperator {
    use super::*;
    use fixture_bigoperator as op;
    use fixture_bigoperator::backup::{
        BackupConfiguration, BackupMethod, BackupSchedule, BackupTarget, BarmanObjectStore,
        Compression, PluginRef, S3Credentials, VolumeSnapshotConfiguration, WalBackupConfiguration,
    };
    use fixture_bigoperator::pods::{
        AffinityConfiguration, AntiAffinityType, PodTemplateOverride, ServiceAccountTemplate,
    };
    use fixture_bigoperator::postgres::{
        Bootstrap, BootstrapInitDb, BootstrapPgBaseBackup, BootstrapRecovery,
        CertificatesConfiguration, DataDurability, ExternalCluster, LdapBind, LdapConfig,
        LdapScheme, PostgresConfiguration, RecoveryTarget, SynchronousMethod,
        SynchronousReplicaConfiguration,
    };
    use fixture_bigoperator::roles::{
        Ensure, ManagedConfiguration, ManagedService, RoleConfiguration, ServiceSelectorType,
        ServiceTemplate,
    };
    use fixture_bigoperator::storage::{
        EphemeralVolumesSizeLimit, StorageConfiguration, TablespaceConfiguration,
    };
    use fixture_bigoperator::tuning;
    use fixture_bigoperator::{PostgresCluster, PostgresClusterSpec, PostgresClusterStatus};
    use k8s_openapi::api::core::v1::{
        Container, EnvVar, LocalObjectReference, PersistentVolumeClaim, PersistentVolumeClaimSpec,
        PodSpec, PodTemplateSpec, ResourceRequirements, SecretKeySelector, ServiceSpec, Toleration,
        VolumeResourceRequirements,
    };
    use k8s_openapi::apimachinery::pkg::api::resource::Quantity;
    use k8s_openapi::apimachinery::pkg::apis::meta::v1::{Condition, ObjectMeta, Time};

    fn labels(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect()
    }

    fn secret(name: &str, key: &str) -> SecretKeySelector {
        SecretKeySelector {
            name: name.to_owned(),
            key: key.to_owned(),
            optional: None,
        }
    }

    fn at(seconds: i64) -> chrono::DateTime<chrono::Utc> {
        chrono::DateTime::from_timestamp(seconds, 250_000_000).unwrap()
    }

    fn storage(size: &str) -> StorageConfiguration {
        StorageConfiguration {
            size: Some(Quantity(size.to_owned())),
            resize_in_use_volumes: true,
            ..StorageConfiguration::default()
        }
    }

    /// What serde reads from `{"storage": {"size": "1Gi"}}`: every default.
    fn minimal_spec() -> PostgresClusterSpec {
        serde_json::from_value(json!({"storage": {"size": "1Gi"}})).unwrap()
    }

    fn cluster(name: &str, spec: PostgresClusterSpec) -> PostgresCluster {
        let mut object = PostgresCluster::new(name, spec);
        object.metadata.namespace = Some("db".to_owned());
        object
    }

    fn barman(credentials: S3Credentials) -> BarmanObjectStore {
        BarmanObjectStore {
            destination_path: "s3://backups/pg".parse().unwrap(),
            endpoint_url: Some("https://minio.example.com:9000/".parse().unwrap()),
            server_name: Some("main".to_owned()),
            s3_credentials: Some(credentials),
            azure_credentials: None,
            google_credentials: None,
            wal: Some(WalBackupConfiguration {
                compression: Some(Compression::Snappy),
                max_parallel: 4,
            }),
            tags: labels(&[("team", "data")]),
        }
    }

    fn keys() -> S3Credentials {
        S3Credentials::Keys {
            access_key_id: secret("s3", "id"),
            secret_access_key: secret("s3", "key"),
            region: Some(secret("s3", "region")),
        }
    }

    fn claim(name: &str) -> PersistentVolumeClaim {
        PersistentVolumeClaim {
            metadata: ObjectMeta {
                name: Some(name.to_owned()),
                labels: Some(labels(&[("volume", name)])),
                annotations: Some(labels(&[("backup.example.com/skip", "true")])),
                ..ObjectMeta::default()
            },
            spec: Some(PersistentVolumeClaimSpec {
                access_modes: Some(vec!["ReadWriteOnce".to_owned()]),
                storage_class_name: Some("fast".to_owned()),
                resources: Some(VolumeResourceRequirements {
                    requests: Some([("storage".to_owned(), Quantity("5Gi".to_owned()))].into()),
                    limits: None,
                }),
                ..PersistentVolumeClaimSpec::default()
            }),
            status: None,
        }
    }

    fn condition(type_: &str, status: &str) -> Condition {
        Condition {
            type_: type_.to_owned(),
            status: status.to_owned(),
            reason: "Reconciled".to_owned(),
            message: "the cluster is healthy".to_owned(),
            observed_generation: Some(3),
            last_transition_time: Time(
                k8s_openapi::jiff::Timestamp::from_second(1_715_000_000).unwrap(),
            ),
        }
    }

    /// A spec with every field set.
    fn full_spec() -> PostgresClusterSpec {
        PostgresClusterSpec {
            description: Some("orders database".to_owned()),
            inherited_metadata: Some(op::EmbeddedMetadata {
                labels: labels(&[("app", "orders")]),
                annotations: labels(&[("owner", "data-team")]),
            }),
            image_name: Some("ghcr.io/example/postgresql:17.2".to_owned()),
            image_pull_policy: op::PullPolicy::Always,
            image_pull_secrets: vec![LocalObjectReference {
                name: "registry".to_owned(),
            }],
            scheduler_name: Some("custom-scheduler".to_owned()),
            postgres_uid: 999,
            postgres_gid: 999,
            instances: 3,
            min_sync_replicas: 1,
            max_sync_replicas: 2,
            postgresql: PostgresConfiguration {
                parameters: labels(&[("max_connections", "200"), ("shared_buffers", "1GB")]),
                pg_hba: vec!["host all all 10.0.0.0/8 scram-sha-256".to_owned()],
                pg_ident: vec!["map root postgres".to_owned()],
                shared_preload_libraries: vec!["pg_stat_statements".to_owned()],
                synchronous: Some(SynchronousReplicaConfiguration {
                    method: SynchronousMethod::Any,
                    number: 1,
                    max_standby_names_from_cluster: Some(2),
                    standby_names_pre: vec!["pre".to_owned()],
                    standby_names_post: vec!["post".to_owned()],
                    data_durability: DataDurability::Preferred,
                }),
                promotion_timeout: Some(40),
                enable_alter_system: true,
                ldap: Some(LdapConfig {
                    server: "ldap.example.com".to_owned(),
                    port: Some(636),
                    scheme: Some(LdapScheme::Ldaps),
                    tls: true,
                    bind_as: LdapBind::SearchAndBind {
                        base_dn: "dc=example,dc=com".to_owned(),
                        bind_dn: "cn=admin,dc=example,dc=com".to_owned(),
                        bind_password: secret("ldap", "password"),
                        search_attribute: Some("uid".to_owned()),
                        search_filter: Some("(objectClass=person)".to_owned()),
                    },
                }),
            },
            bootstrap: Some(Bootstrap {
                initdb: Some(BootstrapInitDb {
                    database: "orders".to_owned(),
                    owner: "orders".to_owned(),
                    secret: Some(LocalObjectReference {
                        name: "orders-owner".to_owned(),
                    }),
                    encoding: Some("UTF8".to_owned()),
                    locale_collate: Some("C".to_owned()),
                    locale_ctype: Some("C".to_owned()),
                    data_checksums: Some(true),
                    wal_segment_size: Some(64),
                    post_init_sql: vec!["CREATE EXTENSION pg_stat_statements".to_owned()],
                }),
                recovery: None,
                pg_basebackup: None,
            }),
            replica: op::ReplicaFields {
                replica_enabled: Some(false),
                replica_source: Some("origin".to_owned()),
                promotion_token: None,
                demotion_token: Some("token".to_owned()),
            },
            superuser_secret: Some(LocalObjectReference {
                name: "superuser".to_owned(),
            }),
            enable_superuser_access: true,
            certificates: Some(CertificatesConfiguration {
                server_ca_secret: Some("ca".to_owned()),
                server_tls_secret: Some("tls".to_owned()),
                replication_tls_secret: Some("replication".to_owned()),
                client_ca_secret: Some("client-ca".to_owned()),
                server_alt_dns_names: vec!["orders.example.com".to_owned()],
            }),
            storage: StorageConfiguration {
                storage_class: Some("fast".to_owned()),
                size: Some(Quantity("100Gi".to_owned())),
                resize_in_use_volumes: false,
                pvc_template: claim("data").spec,
                extra_volume_claim_templates: vec![claim("scratch"), claim("logs")],
            },
            wal_storage: Some(storage("20Gi")),
            tablespaces: vec![TablespaceConfiguration {
                name: "archive".to_owned(),
                storage: storage("500Gi"),
                owner: Some("orders".to_owned()),
                temporary: true,
            }],
            start_delay: 600,
            stop_delay: 300,
            smart_shutdown_timeout: 60,
            switchover_delay: 120,
            failover_delay: 5,
            liveness_probe_timeout: Some(30),
            affinity: Some(AffinityConfiguration {
                enable_pod_anti_affinity: Some(true),
                topology_key: Some("topology.kubernetes.io/zone".to_owned()),
                node_selector: labels(&[("workload", "db")]),
                node_affinity: None,
                tolerations: vec![Toleration {
                    key: Some("dedicated".to_owned()),
                    operator: Some("Equal".to_owned()),
                    value: Some("db".to_owned()),
                    effect: Some("NoSchedule".to_owned()),
                    toleration_seconds: None,
                }],
                pod_anti_affinity_type: Some(AntiAffinityType::Required),
                additional_pod_anti_affinity: Vec::new(),
                topology_spread_constraints: Vec::new(),
            }),
            resources: Some(ResourceRequirements {
                requests: Some(
                    [
                        ("cpu".to_owned(), Quantity("2".to_owned())),
                        ("memory".to_owned(), Quantity("8Gi".to_owned())),
                    ]
                    .into(),
                ),
                limits: Some([("memory".to_owned(), Quantity("8Gi".to_owned()))].into()),
                claims: None,
            }),
            ephemeral_volumes_size_limit: Some(EphemeralVolumesSizeLimit {
                shm: Some(Quantity("256Mi".to_owned())),
                temporary_data: Some(Quantity("1Gi".to_owned())),
            }),
            priority_class_name: Some("database".to_owned()),
            primary_update_strategy: op::UpdateStrategy::Supervised,
            primary_update_method: op::UpdateMethod::Switchover,
            backup: Some(BackupConfiguration {
                method: BackupMethod::BarmanObjectStore(barman(keys())),
                retention_policy: Some("30d".to_owned()),
                target: BackupTarget::Primary,
                schedules: [(
                    "nightly".to_owned(),
                    BackupSchedule {
                        schedule: "0 0 3 * * *".to_owned(),
                        suspend: Some(false),
                        last_run: Some(
                            chrono::DateTime::parse_from_rfc3339("2024-05-06T03:00:00+02:00")
                                .unwrap(),
                        ),
                    },
                )]
                .into(),
            }),
            node_maintenance_window: Some(op::NodeMaintenanceWindow {
                in_progress: true,
                reuse_pvc: Some(false),
            }),
            monitoring: Some(op::MonitoringConfiguration {
                disable_default_queries: true,
                custom_queries_config_map: Vec::new(),
                enable_pod_monitor: true,
                scrape_interval: Some(std::time::Duration::from_millis(15_500)),
                tls_config: Some(op::MetricsTls { enabled: true }),
            }),
            external_clusters: vec![ExternalCluster {
                name: "origin".to_owned(),
                connection_parameters: labels(&[
                    ("host", "origin-rw"),
                    ("user", "streaming_replica"),
                ]),
                ssl_cert: Some(secret("origin-tls", "tls.crt")),
                ssl_key: Some(secret("origin-tls", "tls.key")),
                ssl_root_cert: Some(secret("origin-ca", "ca.crt")),
                password: None,
                barman_object_store: Some(barman(S3Credentials::InheritFromIamRole {
                    inherit_from_iam_role: true,
                })),
            }],
            log_level: op::LogLevel::Debug,
            env: vec![EnvVar {
                name: "TZ".to_owned(),
                value: Some("UTC".to_owned()),
                value_from: None,
            }],
            env_from: Vec::new(),
            managed: Some(ManagedConfiguration {
                roles: vec![RoleConfiguration {
                    name: "reporting".to_owned(),
                    comment: Some("read-only reports".to_owned()),
                    ensure: Ensure::Present,
                    password_secret: Some(LocalObjectReference {
                        name: "reporting".to_owned(),
                    }),
                    connection_limit: 10,
                    valid_until: Some(at(1_800_000_000)),
                    in_roles: vec!["pg_read_all_data".to_owned()],
                    inherit: false,
                    login: true,
                    superuser: false,
                    createdb: false,
                    createrole: false,
                    replication: false,
                    bypassrls: false,
                }],
                services: [(
                    "orders-lb".to_owned(),
                    ManagedService {
                        selector_type: ServiceSelectorType::Rw,
                        service_template: ServiceTemplate {
                            metadata: Some(ObjectMeta {
                                name: Some("orders-lb".to_owned()),
                                labels: Some(labels(&[("expose", "public")])),
                                ..ObjectMeta::default()
                            }),
                            spec: Some(ServiceSpec {
                                type_: Some("LoadBalancer".to_owned()),
                                ..ServiceSpec::default()
                            }),
                        },
                    },
                )]
                .into(),
            }),
            enable_pdb: false,
            plugins: vec![op::PluginConfiguration {
                name: "barman-cloud.example.com".to_owned(),
                enabled: Some(true),
                is_wal_archiver: Some(true),
                parameters: labels(&[("barmanObjectName", "store")]),
            }],
            pod_template: Some(pod_template_override()),
            cluster_id: Some("67e55044-10b1-426f-9247-bb680e5fe0c8".parse().unwrap()),
            postgres_version: Some("17.2.0".parse().unwrap()),
            trusted_addresses: vec!["10.0.0.1".parse().unwrap(), "fd00::1".parse().unwrap()],
            metrics_bind_address: Some("0.0.0.0".parse().unwrap()),
            dashboard_url: Some(
                "https://grafana.example.com/d/pg?var=orders"
                    .parse()
                    .unwrap(),
            ),
            hibernate_after: Some(at(1_900_000_000)),
            connection_limits: [
                ("orders".to_owned(), op::ConnectionLimit::Count(100)),
                (
                    "reports".to_owned(),
                    op::ConnectionLimit::Share("25%".to_owned()),
                ),
            ]
            .into(),
            tuning: full_tuning(),
        }
    }

    /// The flattened operational settings with every field set.
    fn full_tuning() -> tuning::ClusterTuning {
        tuning::ClusterTuning {
            service_account_name: Some("orders-db".to_owned()),
            service_account_annotations: labels(&[(
                "iam.example.com/role",
                "arn:example:iam::1:role/orders",
            )]),
            node_selector: labels(&[("node.example.com/pool", "db")]),
            tolerations: vec![k8s_openapi::api::core::v1::Toleration {
                key: Some("dedicated".to_owned()),
                operator: Some("Equal".to_owned()),
                value: Some("db".to_owned()),
                effect: Some("NoSchedule".to_owned()),
                toleration_seconds: None,
            }],
            topology_spread_constraints: vec![
                k8s_openapi::api::core::v1::TopologySpreadConstraint {
                    max_skew: 1,
                    topology_key: "topology.kubernetes.io/zone".to_owned(),
                    when_unsatisfiable: "DoNotSchedule".to_owned(),
                    ..Default::default()
                },
            ],
            pod_security_context: Some(k8s_openapi::api::core::v1::PodSecurityContext {
                run_as_non_root: Some(true),
                fs_group: Some(26),
                ..Default::default()
            }),
            seccomp_profile: Some(k8s_openapi::api::core::v1::SeccompProfile {
                type_: "RuntimeDefault".to_owned(),
                localhost_profile: None,
            }),
            termination_grace_period_seconds: Some(1800),
            readiness_probe_timeout: Some(30),
            startup_probe_timeout: Some(3600),
            max_connections: Some(200),
            shared_buffers: Some(Quantity("256Mi".to_owned())),
            work_mem: Some(Quantity("4Mi".to_owned())),
            maintenance_work_mem: Some(Quantity("64Mi".to_owned())),
            effective_cache_size: Some(Quantity("1Gi".to_owned())),
            wal_level: tuning::WalLevel::Logical,
            wal_keep_size: Some(Quantity("512Mi".to_owned())),
            max_wal_senders: Some(10),
            max_replication_slots: Some(10),
            synchronous_commit: Some(tuning::SynchronousCommit::RemoteApply),
            checkpoint_timeout: Some("5min".to_owned()),
            archive_timeout: Some("60s".to_owned()),
            ssl_min_protocol_version: Some(tuning::TlsVersion::Tls13),
            password_encryption: Some(tuning::PasswordEncryption::ScramSha256),
            pg_hba: vec!["hostssl all all 10.0.0.0/8 scram-sha-256".to_owned()],
            pg_ident: vec!["map app postgres".to_owned()],
            shared_preload_libraries: vec![
                "pg_stat_statements".to_owned(),
                "auto_explain".to_owned(),
            ],
            extensions: vec![tuning::Extension {
                name: "pg_stat_statements".to_owned(),
                version: Some("1.11".to_owned()),
                schema: None,
            }],
            databases: vec![tuning::Database {
                name: "orders".to_owned(),
                owner: "app".to_owned(),
                connection_limit: Some(-1),
                template: Some("template0".to_owned()),
            }],
            read_only_service: Some(tuning::ServiceTemplate {
                type_: tuning::ServiceType::LoadBalancer,
                annotations: labels(&[("lb.example.com/internal", "true")]),
                port: 5433,
            }),
            read_write_service: Some(tuning::ServiceTemplate {
                type_: tuning::ServiceType::ClusterIP,
                annotations: BTreeMap::new(),
                port: 5432,
            }),
            pooler_instances: Some(2),
            pooler_mode: Some(tuning::PoolerMode::Transaction),
            maintenance_mode: true,
            deletion_protection: true,
            paused: false,
            reconcile_interval: Some(std::time::Duration::new(300, 500)),
            backup_retention_days: Some(30),
            archive_compression: Some(tuning::Compression::Snappy),
            owner_team: Some("data".to_owned()),
            cost_center: Some("CC-1234".to_owned()),
            contact_email: Some("data@example.com".to_owned()),
            runbook_url: Some("https://runbooks.example.com/orders-db".parse().unwrap()),
            ticket: Some("0b6e2d1c-64a6-4c9b-a3f5-0b1d9b3c6e21".parse().unwrap()),
            maintenance_started_at: Some(at(1_800_000_000)),
            locale: Some("en_US.UTF-8".to_owned()),
            timezone: Some("Europe/Paris".to_owned()),
            data_checksums: Some(true),
            huge_pages: Some(tuning::HugePages::Try),
        }
    }

    fn pod_template_override() -> PodTemplateOverride {
        PodTemplateOverride {
            metadata: Some(ObjectMeta {
                labels: Some(labels(&[
                    ("app.kubernetes.io/part-of", "orders"),
                    ("tier", "db"),
                ])),
                annotations: Some(labels(&[("prometheus.io/scrape", "true")])),
                ..ObjectMeta::default()
            }),
            sidecars: vec![Container {
                name: "pgbouncer-exporter".to_owned(),
                image: Some("example/exporter:1".to_owned()),
                ..Container::default()
            }],
            seccomp_profile: None,
            service_account_template: Some(ServiceAccountTemplate {
                metadata: ObjectMeta {
                    annotations: Some(labels(&[(
                        "eks.amazonaws.com/role-arn",
                        "arn:aws:iam::1:role/pg",
                    )])),
                    ..ObjectMeta::default()
                },
            }),
            job_template: Some(PodTemplateSpec {
                metadata: Some(ObjectMeta {
                    labels: Some(labels(&[("job", "bootstrap")])),
                    ..ObjectMeta::default()
                }),
                spec: Some(PodSpec {
                    containers: vec![Container {
                        name: "bootstrap".to_owned(),
                        ..Container::default()
                    }],
                    ..PodSpec::default()
                }),
            }),
        }
    }

    fn status() -> PostgresClusterStatus {
        PostgresClusterStatus {
            instances: 3,
            ready_instances: 2,
            instances_status: [(
                "healthy".to_owned(),
                vec!["orders-1".to_owned(), "orders-2".to_owned()],
            )]
            .into(),
            current_primary: Some("orders-1".to_owned()),
            target_primary: Some("orders-1".to_owned()),
            phase: Some("Cluster in healthy state".to_owned()),
            phase_reason: None,
            selector: Some("cnpg.io/cluster=orders".to_owned()),
            timeline_id: Some(2),
            first_recoverability_point: Some(at(1_700_000_000)),
            last_successful_backup: Some(at(1_710_000_000)),
            certificate_expirations: [("orders-ca".to_owned(), at(1_750_000_000))].into(),
            system_id: Some("7361234567890".to_owned()),
            observed_generation: 3,
            conditions: vec![
                condition("Ready", "True"),
                condition("ContinuousArchiving", "False"),
            ],
        }
    }

    /// The example objects: full, minimal, each enum variant, a pod template override with
    /// labels, a status.
    fn objects() -> Vec<(&'static str, PostgresCluster)> {
        let minimal = minimal_spec();
        let mut with_status = cluster("with-status", full_spec());
        with_status.status = Some(status());
        vec![
            ("full", cluster("full", full_spec())),
            ("minimal", cluster("minimal", minimal.clone())),
            ("with status", with_status),
            (
                "pod template override with labels",
                cluster(
                    "pods",
                    PostgresClusterSpec {
                        pod_template: Some(pod_template_override()),
                        ..minimal.clone()
                    },
                ),
            ),
            (
                "ldap as user, recovery to a time, volume snapshots",
                cluster(
                    "recovery",
                    PostgresClusterSpec {
                        postgresql: PostgresConfiguration {
                            ldap: Some(LdapConfig {
                                server: "ldap".to_owned(),
                                port: None,
                                scheme: Some(LdapScheme::Ldap),
                                tls: false,
                                bind_as: LdapBind::AsUser {
                                    prefix: Some("uid=".to_owned()),
                                    suffix: None,
                                },
                            }),
                            synchronous: Some(SynchronousReplicaConfiguration {
                                method: SynchronousMethod::First,
                                number: 2,
                                max_standby_names_from_cluster: None,
                                standby_names_pre: Vec::new(),
                                standby_names_post: Vec::new(),
                                data_durability: DataDurability::Required,
                            }),
                            ..PostgresConfiguration::default()
                        },
                        bootstrap: Some(Bootstrap {
                            recovery: Some(BootstrapRecovery {
                                source: Some("origin".to_owned()),
                                backup: None,
                                recovery_target: Some(RecoveryTarget::TargetTime(at(
                                    1_720_000_000,
                                ))),
                            }),
                            ..Bootstrap::default()
                        }),
                        backup: Some(BackupConfiguration {
                            method: BackupMethod::VolumeSnapshot(VolumeSnapshotConfiguration {
                                class_name: Some("csi".to_owned()),
                                labels: labels(&[("snap", "yes")]),
                                online: Some(true),
                            }),
                            retention_policy: None,
                            target: BackupTarget::PreferStandby,
                            schedules: BTreeMap::new(),
                        }),
                        ..minimal.clone()
                    },
                ),
            ),
            (
                "recovery targets by xid, by name, immediate",
                cluster(
                    "targets",
                    PostgresClusterSpec {
                        bootstrap: Some(Bootstrap {
                            recovery: Some(BootstrapRecovery {
                                source: None,
                                backup: Some(LocalObjectReference {
                                    name: "b1".to_owned(),
                                }),
                                recovery_target: Some(RecoveryTarget::TargetXid("1234".to_owned())),
                            }),
                            ..Bootstrap::default()
                        }),
                        ..minimal.clone()
                    },
                ),
            ),
            (
                "recovery target by name",
                cluster(
                    "target-name",
                    PostgresClusterSpec {
                        bootstrap: Some(Bootstrap {
                            recovery: Some(BootstrapRecovery {
                                recovery_target: Some(RecoveryTarget::TargetName(
                                    "before-migration".to_owned(),
                                )),
                                ..BootstrapRecovery::default()
                            }),
                            ..Bootstrap::default()
                        }),
                        ..minimal.clone()
                    },
                ),
            ),
            (
                "recovery target immediate, plugin backups",
                cluster(
                    "immediate",
                    PostgresClusterSpec {
                        bootstrap: Some(Bootstrap {
                            recovery: Some(BootstrapRecovery {
                                recovery_target: Some(RecoveryTarget::TargetImmediate {}),
                                ..BootstrapRecovery::default()
                            }),
                            ..Bootstrap::default()
                        }),
                        backup: Some(BackupConfiguration {
                            method: BackupMethod::Plugin(PluginRef {
                                name: "barman-cloud.example.com".to_owned(),
                            }),
                            retention_policy: Some("4w".to_owned()),
                            target: BackupTarget::PreferStandby,
                            schedules: BTreeMap::new(),
                        }),
                        ..minimal.clone()
                    },
                ),
            ),
            (
                "pg_basebackup from an external cluster with IAM credentials",
                cluster(
                    "basebackup",
                    PostgresClusterSpec {
                        bootstrap: Some(Bootstrap {
                            pg_basebackup: Some(BootstrapPgBaseBackup {
                                source: "origin".to_owned(),
                                database: None,
                            }),
                            ..Bootstrap::default()
                        }),
                        external_clusters: vec![ExternalCluster {
                            name: "origin".to_owned(),
                            connection_parameters: labels(&[("host", "origin")]),
                            ssl_cert: None,
                            ssl_key: None,
                            ssl_root_cert: None,
                            password: Some(secret("origin", "password")),
                            barman_object_store: None,
                        }],
                        ..minimal.clone()
                    },
                ),
            ),
            (
                "replica cluster with promotion token, every unit variant",
                cluster(
                    "replica",
                    PostgresClusterSpec {
                        replica: op::ReplicaFields {
                            replica_enabled: Some(true),
                            replica_source: Some("origin".to_owned()),
                            promotion_token: Some("promote".to_owned()),
                            demotion_token: None,
                        },
                        image_pull_policy: op::PullPolicy::Never,
                        log_level: op::LogLevel::Trace,
                        affinity: Some(AffinityConfiguration {
                            pod_anti_affinity_type: Some(AntiAffinityType::Preferred),
                            ..AffinityConfiguration::default()
                        }),
                        managed: Some(ManagedConfiguration {
                            roles: vec![RoleConfiguration {
                                ensure: Ensure::Absent,
                                ..minimal_role("old")
                            }],
                            services: [
                                ("ro".to_owned(), service(ServiceSelectorType::Ro)),
                                ("r".to_owned(), service(ServiceSelectorType::R)),
                            ]
                            .into(),
                        }),
                        ..minimal.clone()
                    },
                ),
            ),
            (
                "managed role with defaults, wal compression variants",
                cluster(
                    "roles",
                    PostgresClusterSpec {
                        managed: Some(ManagedConfiguration {
                            roles: vec![minimal_role("app"), minimal_role("reports")],
                            services: BTreeMap::new(),
                        }),
                        backup: Some(BackupConfiguration {
                            method: BackupMethod::BarmanObjectStore(BarmanObjectStore {
                                wal: Some(WalBackupConfiguration {
                                    compression: Some(Compression::Gzip),
                                    max_parallel: 1,
                                }),
                                ..barman(keys())
                            }),
                            retention_policy: None,
                            target: BackupTarget::PreferStandby,
                            schedules: BTreeMap::new(),
                        }),
                        wal_storage: Some(StorageConfiguration {
                            pvc_template: claim("wal").spec,
                            size: None,
                            ..storage("1Gi")
                        }),
                        ..minimal.clone()
                    },
                ),
            ),
            (
                "bzip2, an IPv6 trusted address, a duration of whole seconds",
                cluster(
                    "bzip2",
                    PostgresClusterSpec {
                        backup: Some(BackupConfiguration {
                            method: BackupMethod::BarmanObjectStore(BarmanObjectStore {
                                wal: Some(WalBackupConfiguration {
                                    compression: Some(Compression::Bzip2),
                                    max_parallel: 2,
                                }),
                                ..barman(keys())
                            }),
                            retention_policy: None,
                            target: BackupTarget::Primary,
                            schedules: BTreeMap::new(),
                        }),
                        trusted_addresses: vec!["::1".parse().unwrap()],
                        monitoring: Some(op::MonitoringConfiguration {
                            scrape_interval: Some(std::time::Duration::from_secs(30)),
                            ..op::MonitoringConfiguration::default()
                        }),
                        ..minimal
                    },
                ),
            ),
        ]
    }

    fn minimal_role(name: &str) -> RoleConfiguration {
        serde_json::from_value(json!({ "name": name })).unwrap()
    }

    fn service(selector_type: ServiceSelectorType) -> ManagedService {
        ManagedService {
            selector_type,
            service_template: ServiceTemplate::default(),
        }
    }

    #[test]
    fn every_example_object_survives_the_api_server() {
        let objects = objects();
        assert!(objects.len() >= 12, "{}", objects.len());
        assert_survive(objects);
    }

    /// Objects that leave out every defaulted field: the server's defaults are what serde
    /// reads for the missing fields (the default checks compare them one by one; here the
    /// whole object).
    #[test]
    fn a_default_left_out_is_the_same_on_both_sides() {
        let schema = schema_of::<PostgresCluster>();
        for spec in [
            json!({"storage": {"size": "1Gi"}}),
            json!({"storage": {"size": "1Gi"}, "managed": {"roles": [{"name": "app"}]},
                   "bootstrap": {"initdb": {}},
                   "postgresql": {"synchronous": {"method": "any", "number": 1}},
                   "backup": {"method": {"kind": "plugin", "config": {"name": "p"}}},
                   "tablespaces": [{"name": "t", "storage": {"size": "1Gi"}}]}),
        ] {
            let object = json!({
                "apiVersion": "postgres.bigoperator.example.com/v1",
                "kind": "PostgresCluster",
                "metadata": {"name": "defaults"},
                "spec": spec,
            });
            let by_serde: PostgresCluster = serde_json::from_value(object.clone()).unwrap();
            let admitted = admit(object, &schema).unwrap();
            let by_server: PostgresCluster = serde_json::from_value(admitted).unwrap();
            assert_eq!(by_server, by_serde);
        }
    }

    /// The CEL rules run as the API server runs them: the full example passes, and the
    /// rule the enum `BackupMethod` carries for its Barman variant (a variant's own rule
    /// would be left out of the shared `config` schema, W0387) refuses a store with two
    /// credentials and one with none.
    #[test]
    fn the_rules_run_and_the_guarded_variant_rule_refuses() {
        let schema = schema_of::<PostgresCluster>();
        let full = serde_json::to_value(cluster("full", full_spec())).unwrap();
        if let Err(errors) = crdgen_apiserver::admit(full.clone(), &schema, None) {
            panic!("{errors:?}");
        }
        let refused = |config: Value| {
            let mut object = full.clone();
            object["spec"]["backup"]["method"]["config"] = config;
            crdgen_apiserver::admit(object, &schema, None)
                .unwrap_err()
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
        };
        let mut two = full["spec"]["backup"]["method"]["config"].clone();
        two["googleCredentials"] = json!({"gkeEnvironment": true});
        let message = "spec.backup.method: Invalid value: \"object\": exactly one of s3Credentials, azureCredentials and googleCredentials must be set";
        assert_eq!(refused(two), [message]);
        let mut none = full["spec"]["backup"]["method"]["config"].clone();
        none.as_object_mut().unwrap().remove("s3Credentials");
        assert_eq!(refused(none), [message]);
    }

    /// The flattened struct's rule, its one-of and its field's bound are on the spec,
    /// beside the spec's own rule (the model does not run CEL, so this checks the schema).
    #[test]
    fn the_flattened_rules_are_on_the_spec() {
        let schema = schema_of::<PostgresCluster>();
        let spec = &schema["properties"]["spec"];
        let rules: Vec<&str> = spec["x-kubernetes-validations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["rule"].as_str().unwrap())
            .collect();
        assert_eq!(
            rules,
            [
                "!has(self.poolerMode) || has(self.poolerInstances)",
                "!has(self.replicaEnabled) || !self.replicaEnabled || has(self.replicaSource)",
                "(has(self.promotionToken)?1:0)+(has(self.demotionToken)?1:0) <= 1",
                "self.minSyncReplicas <= self.maxSyncReplicas",
            ]
        );
        assert_eq!(
            spec["properties"]["replicaSource"],
            json!({"description": "ReplicaSource is the name of the external cluster to replicate.", "minLength": 1, "type": "string"})
        );
    }
}

mod shapes {
    use super::*;
    use fixture_shapes::flatten::{BackendRef, ObjectReference, Owner};
    use fixture_shapes::keys::Keys;
    use fixture_shapes::known::Known;
    use fixture_shapes::nulls::{Choice, Loose, MaybeName, Nulls};
    use fixture_shapes::overrides::{Code, Overrides, Point};
    use fixture_shapes::tuples::{Range, Shape, Tuples};
    use fixture_shapes::unions::{
        Adjacent, External, Internal, KnownOrText, Level, Lists, Open, Port, SmallOrLarge, Source,
        Unions,
    };
    use fixture_shapes::{Mode, Shapes, ShapesSpec, ShapesStatus};
    use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;

    fn known() -> Known {
        Known {
            bytes: bytes::Bytes::from_static(b"hi"),
            bytes_mut: bytes::BytesMut::from(&b"\x00\xff"[..]),
            date_time: chrono::DateTime::from_timestamp(1_715_000_000, 123_456_789).unwrap(),
            date_time_offset: chrono::DateTime::parse_from_rfc3339("2024-05-06T07:08:09+01:00")
                .unwrap(),
            naive_date: chrono::NaiveDate::from_ymd_opt(2024, 5, 6).unwrap(),
            naive_date_time: "2024-05-06T07:08:09.500".parse().unwrap(),
            naive_time: "07:08:09.500".parse().unwrap(),
            compact: compact_str::CompactString::from("compact"),
            uri: "https://example.com/a?b=c".parse().unwrap(),
            signed_duration: jiff::SignedDuration::from_secs(9000),
            span: fixture_shapes::known::Span("P1DT2H".parse().unwrap()),
            timestamp: "2024-05-06T07:08:09.5Z".parse().unwrap(),
            zoned: "2024-05-06T07:08:09+02:00[+02:00]".parse().unwrap(),
            civil_date: jiff::civil::date(2024, 5, 6),
            civil_date_time: jiff::civil::date(2024, 5, 6).at(7, 8, 9, 500_000_000),
            civil_time: jiff::civil::time(7, 8, 9, 0),
            not_nan: ordered_float::NotNan::new(1.5).unwrap(),
            ordered: ordered_float::OrderedFloat(-2.25),
            decimal: "-12.50".parse().unwrap(),
            version: "1.2.3-rc.1+build.5".parse().unwrap(),
            version_req: ">=1.2.3, <2.0.0".parse().unwrap(),
            smol: smol_str::SmolStr::new("smol"),
            ip: "fe80::1".parse().unwrap(),
            ipv4: "10.0.0.1".parse().unwrap(),
            ipv6: "fe80::1".parse().unwrap(),
            socket: "[::1]:8080".parse().unwrap(),
            socket_v4: "10.0.0.1:8080".parse().unwrap(),
            socket_v6: "[::1]:8080".parse().unwrap(),
            path: "/etc/app.conf".into(),
            duration: std::time::Duration::new(90, 5),
            offset_date_time: time::OffsetDateTime::from_unix_timestamp_nanos(
                1_715_000_000_500_000_000,
            )
            .unwrap(),
            url: "https://example.com/a?b=c".parse().unwrap(),
            uuid: "67e55044-10b1-426f-9247-bb680e5fe0c8".parse().unwrap(),
        }
    }

    fn nulls() -> Nulls {
        Nulls {
            defaulted: None,
            skipped_when_none: None,
            newtype_over_option: MaybeName(None),
            option_variant: Choice::Nothing(None),
            untagged_option: Loose::Maybe(None),
            list_of_options: vec![None, Some("a".into()), None],
            value: Value::Null,
            values: vec![Value::Null, json!({"k": null}), json!([null])],
            map_of_options: [("a".to_owned(), None), ("b".to_owned(), Some(1))].into(),
            map_of_values: [("n".to_owned(), Value::Null), ("o".to_owned(), json!({}))].into(),
            marker: std::marker::PhantomData,
        }
    }

    fn spec() -> ShapesSpec {
        ShapesSpec {
            backend: BackendRef {
                reference: ObjectReference {
                    kind: "Service".into(),
                    name: "web".into(),
                },
                port: Some(80),
            },
            owner: Owner {
                team: Some("data".into()),
                person: None,
            },
            unions: Unions {
                level: Level::Low,
                external: External::Nothing {},
                internal: Internal::Named { name: "n".into() },
                adjacent: Adjacent::Named { name: "n".into() },
                port: Port::Name("http".into()),
                number: SmallOrLarge::Small(7),
                word: KnownOrText::Known(Level::High),
                list: Lists::Bytes(vec![1, 2]),
                open: Open::Named { name: "n".into() },
                source: Source::Inline {
                    text: "text".into(),
                },
            },
            tuples: Tuples {
                pair: (-1, i64::MAX),
                range: Range(0, 65535),
                shape: Shape::Point(1.5, -2.5),
            },
            nulls: nulls(),
            keys: Keys {
                by_number: [(0, "zero".to_owned()), (4_000_000_000, "big".to_owned())].into(),
                by_signed: [(-3, None), (i64::MAX, Some("max".into()))].into(),
                by_flag: [(true, 1), (false, 0)].into(),
            },
            known: known(),
            overrides: Overrides {
                status: http::StatusCode::NOT_FOUND,
                point: Point { x: 1.0, y: -0.5 },
                method: http::Method::PATCH,
                weekday: chrono::Weekday::Sun,
                code: Code("EUR".into()),
            },
            template_metadata: None,
            replicas: 1,
            mode: Mode::Fast,
        }
    }

    fn shapes(name: &str, spec: ShapesSpec) -> Shapes {
        let mut object = Shapes::new(name, spec);
        object.metadata.namespace = Some("default".into());
        object
    }

    fn objects() -> Vec<(&'static str, Shapes)> {
        let base = spec();
        let with = |f: &dyn Fn(&mut ShapesSpec)| {
            let mut s = base.clone();
            f(&mut s);
            s
        };
        let mut with_status = shapes("status", base.clone());
        with_status.status = Some(ShapesStatus {
            observed_generation: 4,
        });
        vec![
            ("first variants", shapes("first", base.clone())),
            ("with status", with_status),
            (
                "second variants",
                shapes(
                    "second",
                    with(&|s| {
                        s.backend.reference.kind = "Bucket".into();
                        s.backend.port = None;
                        s.owner = Owner {
                            team: None,
                            person: Some("ann".into()),
                        };
                        s.unions = Unions {
                            level: Level::High,
                            external: External::Count(4_000_000_000),
                            internal: Internal::Labels([("a".to_owned(), "b".to_owned())].into()),
                            adjacent: Adjacent::Labels([("a".to_owned(), "b".to_owned())].into()),
                            port: Port::Number(8080),
                            number: SmallOrLarge::Large(300),
                            word: KnownOrText::Text("free text".into()),
                            list: Lists::Words(vec![-1, 70000]),
                            open: Open::Rest {
                                id: "x".into(),
                                rest: [("a".to_owned(), 1), ("b".to_owned(), -2)].into(),
                            },
                            source: Source::Reference {
                                name: "cm".into(),
                                key: "k".into(),
                            },
                        };
                        s.tuples.shape = Shape::Line(1, -2, 3);
                        s.mode = Mode::Safe;
                        s.replicas = 0;
                    }),
                ),
            ),
            (
                "third variants",
                shapes(
                    "third",
                    with(&|s| {
                        s.unions.external = External::Pair(1, -1);
                        s.unions.internal = Internal::Empty;
                        s.unions.port = Port::Default;
                    }),
                ),
            ),
            (
                "fourth variant, values set",
                shapes(
                    "fourth",
                    with(&|s| {
                        s.unions.external = External::Named { name: "n".into() };
                        s.nulls = Nulls {
                            defaulted: Some(1),
                            skipped_when_none: Some("s".into()),
                            newtype_over_option: MaybeName(Some("m".into())),
                            option_variant: Choice::Nothing(Some(3)),
                            untagged_option: Loose::Maybe(Some(4)),
                            value: json!({"nested": [1, "two", null]}),
                            ..nulls()
                        };
                    }),
                ),
            ),
            (
                "names in the null-carrying unions",
                shapes(
                    "names",
                    with(&|s| {
                        s.nulls.option_variant = Choice::Name("n".into());
                        s.nulls.untagged_option = Loose::Text("t".into());
                        s.nulls.list_of_options = Vec::new();
                        s.nulls.map_of_options = BTreeMap::new();
                        s.keys = Keys {
                            by_number: BTreeMap::new(),
                            by_signed: BTreeMap::new(),
                            by_flag: Default::default(),
                        };
                    }),
                ),
            ),
            (
                "an embedded ObjectMeta with labels",
                shapes(
                    "metadata",
                    with(&|s| {
                        s.template_metadata = Some(ObjectMeta {
                            name: Some("n".into()),
                            namespace: Some("ns".into()),
                            labels: Some([("app".to_owned(), "web".to_owned())].into()),
                            annotations: Some([("a".to_owned(), "b".to_owned())].into()),
                            finalizers: Some(vec!["example.com/f".into()]),
                            ..ObjectMeta::default()
                        });
                    }),
                ),
            ),
        ]
    }

    #[test]
    fn every_shape_survives_the_api_server() {
        assert_survive(objects());
    }

    /// `replicas` and `mode` left out: the server's defaults are what serde reads.
    #[test]
    fn a_default_left_out_is_the_same_on_both_sides() {
        let mut object = serde_json::to_value(shapes("defaults", spec())).unwrap();
        let spec = object["spec"].as_object_mut().unwrap();
        spec.remove("replicas");
        spec.remove("mode");
        let by_serde: Shapes = serde_json::from_value(object.clone()).unwrap();
        let admitted = admit(object, &schema_of::<Shapes>()).unwrap();
        assert_eq!(admitted["spec"]["replicas"], json!(1));
        assert_eq!(admitted["spec"]["mode"], json!("fast"));
        let by_server: Shapes = serde_json::from_value(admitted).unwrap();
        assert_eq!(by_server, by_serde);
    }
}

#[test]
fn a_change_is_named_by_its_path() {
    assert_eq!(
        first_difference(
            &json!({"a": [1, {"b": 2}]}),
            &json!({"a": [1, {"b": 3}]}),
            ""
        ),
        Some(".a[1].b: 2 became 3".to_owned())
    );
    assert_eq!(
        first_difference(&json!({"a": {"b": null}}), &json!({"a": {}}), ""),
        Some(".a.b: Some(Null) became None".to_owned())
    );
    assert_eq!(first_difference(&json!([1, 2]), &json!([1, 2]), ""), None);
}
