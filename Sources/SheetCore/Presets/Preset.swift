/// A named set of constants: the write-ups, SheetLab's own, or a library's defaults.
package enum Preset: String, CaseIterable, Sendable {
    case seed, fluid, panmodal, floatingpanel, vaul, material, gorhom
    /// UIKit's own sheet, `UISheetPresentationController` (drawn with `--look ios` unless
    /// another look is given).
    case uikit
}
