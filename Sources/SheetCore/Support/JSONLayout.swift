/// How an object's members are laid out.
package enum JSONLayout: Sendable {
    /// `{"key":value,...}`: a line of a trace, of the event log or of `--stats`.
    case compact
    /// `{"key": value,...}`: a configuration inside a trace line, on one line but spaced as
    /// in its file (so a trace keeps the bytes it always had).
    case spacedKeys
    /// One member a line, indented two spaces a level: a configuration file.
    case lines
}
