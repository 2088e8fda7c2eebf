// swift-tools-version:6.0
import PackageDescription

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
        .testTarget(name: "SheetCoreTests", dependencies: ["SheetCore"]),
        .testTarget(
            name: "SheetDesktopTests",
            dependencies: ["SheetDesktop", "SheetCore", "SheetRender", "CSDL2"]),
        .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
        .testTarget(name: "SheetRenderTests", dependencies: ["SheetRender", "SheetCore", "CSDL2", "AllocationCounter"]),
    ],
    swiftLanguageModes: [.v6]
)
