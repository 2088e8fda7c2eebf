/// A style's one home (issue 25): its pieces set from a constants, its traits, where its
/// sheet rests as the exports write it, and what it checks beyond each flag's range (its
/// defaults are data in the flag table: `Flag.styleDefaults`).
protocol StyleDefinition {
    /// The style (its layout, behaviour and appearance), set from `constants`, showing `body`.
    static func style(_ constants: SheetConstants, body: SheetBody) -> SheetStyle
    /// What the style is besides its pieces.
    static var traits: StyleTraits { get }
    /// Its detents as an export writes them (the same list its layout rests at), or nil for a
    /// style no bottom-sheet library shows.
    static func exportedDetents(_ constants: SheetConstants) -> ExportedDetents?
    /// Checks what no single flag can, for this style (the start and the detent list are
    /// checked for every style before).
    static func validate(_ configuration: Configuration) throws(UsageError)
}

extension StyleDefinition {
    /// None of the traits.
    static var traits: StyleTraits { StyleTraits() }
    /// Nothing beyond the checks every style has.
    static func validate(_ configuration: Configuration) throws(UsageError) {}
}
