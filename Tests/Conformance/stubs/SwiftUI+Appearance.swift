// SwiftUI+Appearance.swift — the part of the SwiftUI stub for a light or dark sheet
// (`--appearance dark`): `ColorScheme` and `preferredColorScheme(_:)`. Same rules as
// SwiftUI.swift: signatures as developer.apple.com shows them, never run.

/// https://developer.apple.com/documentation/swiftui/colorscheme — iOS 13.0.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:) — iOS
    /// 13.0.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        self
    }
}
