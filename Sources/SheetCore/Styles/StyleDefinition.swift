/// A style's one home (issue 25): its pieces set from a constants, its traits and where its
/// sheet rests as the exports write it (what it checks beyond each flag's range is
/// `StyleChecks`; its defaults are data in the flag table: `Flag.styleDefaults`).
protocol StyleDefinition {
    /// The style (its layout, behaviour and appearance), set from `constants`, showing `body`.
    static func style(_ constants: SheetConstants, body: SheetBody) -> SheetStyle
    /// What the style is besides its pieces.
    static var traits: StyleTraits { get }
    /// Its detents as an export writes them (the same list its layout rests at), or nil for a
    /// style no bottom-sheet library shows.
    static func exportedDetents(_ constants: SheetConstants) -> ExportedDetents?
}

extension StyleDefinition {
    /// None of the traits.
    static var traits: StyleTraits { StyleTraits() }
}
