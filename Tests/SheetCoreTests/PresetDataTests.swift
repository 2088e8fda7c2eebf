import Testing

@testable import SheetCore

/// A preset is data (`Preset.overrides`): each value lands through its flag's parser as
/// written, and nothing else changes.
struct PresetDataTests {
    @Test(arguments: Preset.allCases)
    func eachOverrideLandsAsWritten(preset: Preset) {
        let plain = Configuration()
        var configuration = plain
        preset.apply(to: &configuration)
        let set = Dictionary(preset.overrides.map { ($0.0, $0.1) }, uniquingKeysWith: { $1 })
        for flag in Flag.table {
            guard let value = set[flag.id] else {
                #expect(flag.value(in: configuration) == flag.value(in: plain), "\(flag.name)")
                continue
            }
            if case .text(let text) = value {
                #expect(flag.value(in: configuration) == text, "\(preset): --\(flag.name)")
            }
        }
    }

    @Test func derivedValuesFollowTheWindow() {
        var configuration = Configuration()
        Preset.vaul.apply(to: &configuration)
        #expect(configuration.constants.cardScale == (390.0 - 26) / 390)
        configuration = Configuration()
        Preset.material.apply(to: &configuration)
        #expect(configuration.constants.defaultHeight == 422)
        #expect(configuration.constants.dismissHeight == 200)
    }

    @Test func theIOSLookIsOverridesToo() throws {
        var configuration = try parsedRun(["--device", "iphone-16", "--look", "ios18"])
        SystemSheetLook.apply(to: &configuration)
        let safeArea = configuration.constants.safeArea
        #expect(configuration.constants.topInset == safeArea.top + SystemSheetLook.largeDetentGap)
        let large =
            configuration.constants.window.height - configuration.constants.topInset
            - safeArea.bottom
        #expect(configuration.constants.defaultHeight == (large * 0.56 * 100).rounded() / 100)
        var small = try parsedRun(["--window", "320x568", "--look", "ios18"])
        SystemSheetLook.apply(to: &small)
        // At 568 pt and under, UIKit's medium is 0.63 of large.
        #expect(
            small.constants.defaultHeight == ((568 - SystemSheetLook.largeDetentGap) * 63).rounded()
                / 100)
        #expect(configuration.constants.cornerRadius == SheetLook.ios18.corners.radius)
    }
}
