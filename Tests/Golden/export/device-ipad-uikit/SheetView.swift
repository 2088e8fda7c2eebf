// Exported by SheetLab 0.1.0: --style sheet --preset uikit
// SwiftUI, iOS 16.4+. Shares are of the window's height and heights run from its
// bottom edge, as in SheetLab; a custom height is within the safe area, so the
// bottom inset comes off (as in --export swift).
// Tuned on ipad-mini: the sheet's automatic sizing is already the form sheet
// SheetLab draws there (iOS 18+); the detents apply in a compact width.
// Released, SwiftUI lands where SheetLab does on all 10 built-in gestures (matrix --platforms).
import SwiftUI

/// The sheet as tuned in SheetLab (default, max, lowest first), presenting `content` over `page`.
struct SheetView<Page: View, Content: View>: View {
    @Binding var isPresented: Bool
    let page: Page
    let content: Content
    /// The selected detent's index: `--start` (page).
    @State private var selected = 0

    var body: some View {
        GeometryReader { proxy in
            let detents: [PresentationDetent] = [
                .medium,
                .large,
            ]
            page.sheet(isPresented: $isPresented, onDismiss: { selected = 0 }) {
                content
                    .presentationDetents(Set(detents), selection: selection(detents))
                    .presentationDragIndicator(.hidden)
                    .presentationBackgroundInteraction(.disabled)
            }
        }
    }

    /// The selection as a detent, kept as an index since the detents follow the window.
    private func selection(_ detents: [PresentationDetent]) -> Binding<PresentationDetent> {
        Binding(
            get: { detents[min(selected, detents.count - 1)] },
            set: { selected = detents.firstIndex(of: $0) ?? selected }
        )
    }
}

// Not expressed by SwiftUI's sheet (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   curve = 0.42,0,0.58,1
//   overdragFactor = 2.5
//   springRest = 0.5 pt
//   projectionTime = 0.2 s
//   dismissHeight = 200 pt
//   fullscreenFraction = 0.25
//   dimAlpha = 0.2
//   glassBlur = 12 pt
//   grabberWidth = 36 pt
//   grabberHeight = 5 pt
//   cardScale = 0.9165
//   presentDuration = 0.3 s
//   dimDuration = 0.4 s
//   snapDuration = 0.4 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
