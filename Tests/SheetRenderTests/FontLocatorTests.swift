import SheetRender
import Testing

/// Where the fonts are looked for: an installed binary finds them from its own location
/// (`make install`'s layout) before any clone, and a build in a clone still finds the clone's.
struct FontLocatorTests {
    /// `PREFIX/bin/sheetlab` reads `PREFIX/share/sheetlab/fonts`, after `SHEETLAB_FONTS` and
    /// before any `Resources/fonts`, the clone that built it last.
    @Test func anInstalledBinaryLooksBesideItselfFirst() {
        let found = FontLocator.candidates(
            override: "/fonts", executable: "/opt/lab/bin/sheetlab", clone: "/src/SheetLab")
        #expect(
            found == [
                "/fonts", "/opt/lab/share/sheetlab/fonts", "/opt/lab/bin/Resources/fonts",
                "/opt/lab/Resources/fonts", "/opt/Resources/fonts", "/src/SheetLab/Resources/fonts",
            ])
    }

    /// A build in a clone (`.build/debug/SheetDesktop`) finds the clone's `Resources/fonts`
    /// among its ancestors, as before; with no override nothing else comes first.
    @Test func aBuildInACloneFindsTheClonesFonts() {
        let found = FontLocator.candidates(
            override: nil, executable: "/src/lab/.build/debug/SheetDesktop", clone: "/src/lab")
        #expect(found.first == "/src/lab/.build/share/sheetlab/fonts")
        #expect(found.contains("/src/lab/Resources/fonts"))
        #expect(found.last == "/src/lab/Resources/fonts")
    }
}

/// `--export html`'s template and engine are found as the fonts are: installed beside the
/// binary (`share/sheetlab/web`), else in `Resources/web` of an ancestor or the clone.
struct WebLocatorTests {
    @Test func theWebFilesAreLookedForAsTheFontsAre() {
        let found = FontLocator.candidates(
            override: nil, executable: "/opt/lab/bin/sheetlab", clone: "/src/SheetLab", kind: "web")
        #expect(
            found == [
                "/opt/lab/share/sheetlab/web", "/opt/lab/bin/Resources/web",
                "/opt/lab/Resources/web",
                "/opt/Resources/web", "/src/SheetLab/Resources/web",
            ])
    }

    /// This clone's build finds this clone's web files.
    @Test func aBuildFindsTheClonesWebFiles() {
        let directory = FontLocator.webDirectory()
        #expect(directory?.hasSuffix("/Resources/web") == true)
    }
}
