// swift-tools-version:6.0
// The sheet tuned in SheetLab, as a package: SheetLab's own engine (Sources/SheetEngine, the
// files SheetLab builds from, copied unchanged), the tuned constants and a platform-neutral
// driver (Sources/TunedSheet), and a UIKit view controller with a SwiftUI modifier over it
// (Sources/TunedSheetUI, empty where UIKit is not). See README.md.
import PackageDescription

let package = Package(
    name: "TunedSheet",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "TunedSheet", targets: ["TunedSheetUI", "TunedSheet"])
    ],
    targets: [
        .target(name: "SheetEngine"),
        .target(name: "TunedSheet", dependencies: ["SheetEngine"]),
        .target(name: "TunedSheetUI", dependencies: ["TunedSheet"]),
        .testTarget(name: "TunedSheetTests", dependencies: ["TunedSheet", "SheetEngine"]),
    ],
    swiftLanguageModes: [.v6]
)
