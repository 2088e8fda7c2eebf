/// A part of `Configuration` that flags set: the sheet's constants or the run's options.
package protocol FlagRoot: Sendable {
    /// Whose flags these are.
    static var scope: Flag.Scope { get }
    /// Where the part is in a configuration.
    static var part: WritableKeyPath<Configuration, Self> & Sendable { get }
}

extension SheetConstants: FlagRoot {
    /// The sheet's flags: exported, in config files and traces, on the panel.
    package static var scope: Flag.Scope { .sheet }
    /// The constants, in a configuration.
    package static var part: WritableKeyPath<Configuration, SheetConstants> & Sendable {
        \Configuration.constants
    }
}

extension RunOptions: FlagRoot {
    /// The run's flags: how the sheet is shown, read and written; never exported.
    package static var scope: Flag.Scope { .run }
    /// The run's options, in a configuration.
    package static var part: WritableKeyPath<Configuration, RunOptions> & Sendable {
        \Configuration.run
    }
}
