import Testing

@testable import SheetCore

/// `--export swift` gives every detent its own UIKit identifier (R4 #13): a name in UIKit's
/// own `com.apple.UIKit.` namespace (`.medium()` is `com.apple.UIKit.medium`) is reserved.
@Suite struct SwiftExportIdentifierTests {
    @Test(arguments: ["com.apple.UIKit.large", "com.apple.UIKit.medium", "com.apple.UIKit.x"])
    func uikitsOwnIdentifiersAreNotDetentNames(name: String) {
        #expect(
            throws: UsageError(
                "--detents: '\(name)' is reserved: UIKit names its own detents com.apple.UIKit.* "
                    + "(.medium(), .large()), so the Swift export would hold one identifier twice")
        ) {
            try DetentSpec.list("\(name)=300,max")
        }
    }

    @Test func aConfigFileWithSuchANameIsBadData() {
        #expect(throws: ConfigFileError.self) {
            try ConfigFile.entries(#"{"detents":"com.apple.UIKit.large=300,max"}"#, path: "c.json")
        }
    }

    @Test func namesThatOnlyLookAlikeStayValid() throws {
        let specs = try DetentSpec.list("large=300,com.apple.uikit.medium=400,apple.UIKit.x=max")
        #expect(specs.map(\.name) == ["large", "com.apple.uikit.medium", "apple.UIKit.x"])
    }
}
