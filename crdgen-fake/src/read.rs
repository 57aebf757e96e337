//! Get, list and the start of a watch.

use bytes::Bytes;
use serde_json::{Value, json};
use tokio::sync::mpsc::{UnboundedReceiver, unbounded_channel};

use super::filter::Filter;
use super::registry::ResourceInfo;
use super::status::Failure;
use super::store::{ObjectKey, State, Watcher, event_line, key_of, render, watch_event};

/// What a list asks for besides the selection.
#[derive(Clone, Debug, Default)]
pub(crate) struct Page {
    pub limit: Option<usize>,
    pub continue_token: Option<String>,
}

/// How a watch starts.
#[derive(Clone, Debug, Default)]
pub(crate) struct WatchStart {
    /// `resourceVersion`: replay after it; `None`/"0": the current state as ADDED.
    pub resource_version: Option<String>,
    /// `sendInitialEvents=true`: the current state, then a bookmark ending it.
    pub send_initial_events: bool,
    /// `resourceVersionMatch`.
    pub version_match: Option<String>,
    /// `allowWatchBookmarks=true`.
    pub bookmarks: bool,
    /// `as=PartialObjectMetadata`.
    pub metadata_only: bool,
}

impl State {
    /// GET of an item.
    pub fn get(
        &self,
        info: &ResourceInfo,
        namespace: Option<&str>,
        name: &str,
    ) -> Result<Value, Failure> {
        self.stored(info, &key_of(info, namespace, name))
            .map(|o| State::present(info, o))
            .ok_or_else(|| Failure::not_found(info, name))
    }

    /// The selected objects with their keys, in (namespace, name) order.
    pub fn selected(&self, info: &ResourceInfo, filter: &Filter) -> Vec<(ObjectKey, Value)> {
        self.objects
            .get(&info.storage_key())
            .map(|objects| {
                objects
                    .iter()
                    .filter(|(_, o)| filter.matches(o))
                    .map(|(k, o)| (k.clone(), o.clone()))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// GET of a collection.
    pub fn list(
        &self,
        info: &ResourceInfo,
        filter: &Filter,
        page: &Page,
        metadata_only: bool,
    ) -> Result<Value, Failure> {
        let mut selected = self.selected(info, filter);
        if let Some(token) = &page.continue_token {
            let start = decode_continue(token)?;
            selected.retain(|(key, _)| *key > start);
        }
        let mut metadata = json!({"resourceVersion": self.revision.to_string()});
        if let Some(limit) = page.limit.filter(|l| *l > 0)
            && selected.len() > limit
        {
            let remaining = selected.len() - limit;
            selected.truncate(limit);
            if let Some((last, _)) = selected.last() {
                metadata["continue"] = json!(encode_continue(self.revision, last));
            }
            // The server can only count what is left when nothing is filtered.
            if filter.selects_everything() {
                metadata["remainingItemCount"] = json!(remaining);
            }
        }
        let items: Vec<Value> = selected
            .iter()
            .map(|(_, o)| {
                if metadata_only {
                    State::metadata_only(o)
                } else if info.custom {
                    State::present(info, o)
                } else {
                    // Typed lists of built-ins carry no apiVersion/kind on their items.
                    o.clone()
                }
            })
            .collect();
        let (kind, api_version) = if metadata_only {
            (
                "PartialObjectMetadataList".to_owned(),
                "meta.k8s.io/v1".to_owned(),
            )
        } else {
            (info.list_kind.clone(), info.api_version())
        };
        Ok(json!({
            "kind": kind,
            "apiVersion": api_version,
            "metadata": metadata,
            "items": items,
        }))
    }

    /// Opens a watch: the events to send first, and the receiver of later ones.
    pub fn watch(
        &mut self,
        info: &ResourceInfo,
        filter: Filter,
        start: &WatchStart,
    ) -> Result<(Vec<Bytes>, Option<UnboundedReceiver<Bytes>>), Failure> {
        if start.send_initial_events {
            if start.version_match.as_deref() != Some("NotOlderThan") {
                return Err(Failure::invalid_watch(
                    "resourceVersionMatch",
                    "Forbidden: sendInitialEvents requires setting resourceVersionMatch to NotOlderThan",
                ));
            }
            if !start.bookmarks {
                return Err(Failure::invalid_watch(
                    "allowWatchBookmarks",
                    "Forbidden: sendInitialEvents requires setting allowWatchBookmarks to true",
                ));
            }
        } else if start.version_match.is_some() {
            return Err(Failure::invalid_watch(
                "resourceVersionMatch",
                "Forbidden: resourceVersionMatch is forbidden for watch unless sendInitialEvents is provided",
            ));
        }
        let from =
            match start.resource_version.as_deref() {
                None | Some("") | Some("0") => None,
                Some(v) => Some(v.parse::<u64>().map_err(|_| {
                    Failure::bad_request(format!("invalid resource version: {v:?}"))
                })?),
            };
        let mut initial = Vec::new();
        let replay_state = from.is_none() || start.send_initial_events;
        if replay_state {
            for (_, object) in self.selected(info, &filter) {
                initial.push(event_line(
                    "ADDED",
                    &render(info, start.metadata_only, &object),
                ));
            }
            if start.send_initial_events {
                initial.push(event_line(
                    "BOOKMARK",
                    &json!({
                        "kind": info.kind,
                        "apiVersion": info.api_version(),
                        "metadata": {
                            "resourceVersion": self.revision.to_string(),
                            "annotations": {"k8s.io/initial-events-end": "true"},
                        },
                    }),
                ));
            }
        }
        let (sender, receiver) = unbounded_channel();
        let watcher = Watcher {
            info: info.clone(),
            filter,
            metadata_only: start.metadata_only,
            sender,
        };
        if let Some(from) = from.filter(|_| !start.send_initial_events) {
            if from < self.compacted {
                let error = Failure::expired(format!(
                    "too old resource version: {from} ({})",
                    self.compacted
                ));
                let status = error.to_status().unwrap_or(Value::Null);
                return Ok((vec![event_line("ERROR", &status)], None));
            }
            let resource = info.storage_key();
            for change in self
                .history
                .iter()
                .filter(|c| c.revision > from && c.resource == resource)
            {
                initial.extend(watch_event(&watcher, change));
            }
        }
        self.watchers.push(watcher);
        Ok((initial, Some(receiver)))
    }
}

fn encode_continue(revision: u64, (namespace, name): &ObjectKey) -> String {
    json!({"v": "meta.k8s.io/v1", "rv": revision, "start": [namespace, name]}).to_string()
}

fn decode_continue(token: &str) -> Result<ObjectKey, Failure> {
    let bad = || {
        Failure::bad_request(
            "continue key is not valid: incorrect encoded start resourceVersion (version meta.k8s.io/v1)",
        )
    };
    let value: Value = serde_json::from_str(token).map_err(|_| bad())?;
    match (value["start"][0].as_str(), value["start"][1].as_str()) {
        (Some(ns), Some(name)) => Ok((ns.to_owned(), name.to_owned())),
        _ => Err(bad()),
    }
}
