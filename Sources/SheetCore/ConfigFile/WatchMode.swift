/// Whether a `--config` file is watched for edits while the window runs (`--watch`).
package enum WatchMode: String, CaseIterable, Sendable {
    /// Watched: a saved edit applies at once (the default with `--config`).
    case on
    /// Read once, at launch.
    case off
}
