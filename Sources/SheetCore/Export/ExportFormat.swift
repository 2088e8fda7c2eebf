/// What `--export` writes.
package enum ExportFormat: String, CaseIterable, Sendable {
    case json, swift, swiftui, compose, android, vaul, gorhom, flutter
    /// `SheetPanel.swift`: scenee/FloatingPanel's layout and behavior (`ConfigFile.floatingPanel`).
    case floatingpanel
    /// `sheet.html`: the sheet as one self-contained page (`ConfigFile.html`), written by the
    /// desktop, which reads the files it embeds; `files(_:as:)` has none for it.
    case html
    /// A Swift package: SheetLab's engine, the tuned constants, a UIKit adapter and a SwiftUI
    /// modifier (`SwiftPackageExport`).
    case swiftPackage = "swift-package"

    /// The formats as `--help` and messages list them: "json, swift, ...".
    package static var allowedText: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
