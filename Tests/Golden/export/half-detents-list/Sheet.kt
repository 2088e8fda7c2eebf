// Exported by SheetLab 0.1.0: --style half
// Jetpack Compose Material 3 (1.4+), Android 11+. Points are taken as dp; shares are
// of the window's height. The sheet is as tall as its handle and content: the top
// detent.
// Material 3 rests only partially expanded (half the window) or expanded (the top detent):
// low is not expressed; it opens expanded instead.
// SheetLab's sheet is not dragged closed; vetoing Hidden stops a tap on the scrim too (SheetLab closes on one): not expressible.
// Released, Compose lands otherwise than SheetLab on 6 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                       SheetLab  Compose
//   slow-up-a-little              low       high
//   slow-up-past-half             low       high
//   slow-down-from-top            low       high
//   tap                           low       high
//   slow-below-dismiss-line       low       high
//   quick-flick-down-from-lowest  low       high
// (Compose rests at high alone: each gesture begins there (SheetLab's at low or high; low not expressed).)
import android.view.WindowManager
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.BottomSheetDefaults
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.ModalBottomSheet
import androidx.compose.material3.SheetValue
import androidx.compose.material3.rememberModalBottomSheetState
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** The sheet as tuned in SheetLab (low, high, lowest first). */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun TunedSheet(onDismissRequest: () -> Unit, content: @Composable () -> Unit) {
    // The whole window, system bars included, as the sheet's own window spans it.
    val metrics = LocalContext.current.getSystemService(WindowManager::class.java).currentWindowMetrics
    val window: Dp = with(LocalDensity.current) { metrics.bounds.height().toDp() }
    // BottomSheetDefaults.DragHandle(): 22 dp + 4 dp + 22 dp above the content.
    val handle: Dp = 48.dp
    val sheetState = rememberModalBottomSheetState(skipPartiallyExpanded = true, confirmValueChange = { it != SheetValue.Hidden })
    ModalBottomSheet(
        onDismissRequest = onDismissRequest,
        sheetState = sheetState,
        sheetMaxWidth = Dp.Unspecified,  // SheetLab's sheet spans the window's width
        shape = RoundedCornerShape(topStart = 0.dp, topEnd = 0.dp),
        scrimColor = Color.Black.copy(alpha = 0.5f),
        dragHandle = { BottomSheetDefaults.DragHandle() },
        // No insets: SheetLab's heights run from the window's bottom edge (pad your content with
        // Modifier.navigationBarsPadding() if it has controls at the bottom).
        contentWindowInsets = { WindowInsets(0, 0, 0, 0) },
    ) {
        Box(
            Modifier.fillMaxWidth().height(window - handle)
        ) { content() }
    }
}

// Not expressed by Material 3's ModalBottomSheet (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   start = page
//   detents = low=200,high=max
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.3 s
//   snapDuration = 0.3 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   halfFraction = 0.5

// Not read by --style half (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, defaultHeight, dismissHeight,
//   topInset, glassBlur, grabberWidth, grabberHeight, cardScale, panelHeight, dismissProgress,
//   cardTop, peekHeight
