// swift-tools-version:6.0
import PackageDescription

// `make test` runs the core's tests (pure, memory-safe Swift) on its release build, and builds
// its AddressSanitizer run without them (SHEETLAB_ASAN=1): the sanitizer watches the code that
// handles pixels, files and C, and the build it needs is the slowest step of `make test`.
let coreTests: [Target] =
    Context.environment["SHEETLAB_ASAN"] == "1"
    ? [] : [.testTarget(name: "SheetCoreTests", dependencies: ["SheetCore"])]

let package = Package(
    name: "SheetLab",
    products: [
        .executable(name: "SheetDesktop", targets: ["SheetDesktop"])
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "SDL2_ttf",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libpng-dev", "libjpeg-dev"])]
        ),
        .target(name: "SheetCore"),
        .target(name: "SheetRender", dependencies: ["CSDL2", "SheetCore"]),
        .executableTarget(name: "SheetDesktop", dependencies: ["CSDL2", "SheetCore", "SheetRender"]),
        .testTarget(
            name: "SheetDesktopTests",
            dependencies: ["SheetDesktop", "SheetCore", "SheetRender", "CSDL2"]),
        .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
        .testTarget(name: "SheetRenderTests", dependencies: ["SheetRender", "SheetCore", "CSDL2", "AllocationCounter"]),
    ] + coreTests,
    swiftLanguageModes: [.v6]
)
