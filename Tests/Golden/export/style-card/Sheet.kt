// Exported by SheetLab 0.1.0: --style card
// Jetpack Compose Material 3 (1.4+), Android 11+. Points are taken as dp; shares are
// of the window's height. The sheet is as tall as its handle and content: the top
// detent.
// Released, Compose lands otherwise than SheetLab on 3 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                       SheetLab  Compose
//   fast-flick-down-from-top      open      dismiss
//   down-then-hesitate            open      dismiss
//   quick-flick-down-from-lowest  open      dismiss
import android.view.WindowManager
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.BottomSheetDefaults
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.ModalBottomSheet
import androidx.compose.material3.ModalBottomSheetProperties
import androidx.compose.material3.rememberModalBottomSheetState
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** The sheet as tuned in SheetLab (open, lowest first). */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun TunedSheet(onDismissRequest: () -> Unit, content: @Composable () -> Unit) {
    // The whole window, system bars included, as the sheet's own window spans it.
    val metrics = LocalContext.current.getSystemService(WindowManager::class.java).currentWindowMetrics
    val window: Dp = with(LocalDensity.current) { metrics.bounds.height().toDp() }
    // BottomSheetDefaults.DragHandle(): 22 dp + 4 dp + 22 dp above the content.
    val handle: Dp = 48.dp
    val sheetState = rememberModalBottomSheetState(skipPartiallyExpanded = true)
    ModalBottomSheet(
        onDismissRequest = onDismissRequest,
        sheetState = sheetState,
        sheetMaxWidth = Dp.Unspecified,  // SheetLab's sheet spans the window's width
        // SheetLab's sheet closes by a drag or its button, not a tap on the scrim.
        properties = ModalBottomSheetProperties(shouldDismissOnClickOutside = false),
        shape = RoundedCornerShape(topStart = 8.dp, topEnd = 8.dp),
        scrimColor = Color.Black.copy(alpha = 0.3f),
        dragHandle = { BottomSheetDefaults.DragHandle() },
        // No insets: SheetLab's heights run from the window's bottom edge (pad your content with
        // Modifier.navigationBarsPadding() if it has controls at the bottom).
        contentWindowInsets = { WindowInsets(0, 0, 0, 0) },
    ) {
        Box(
            Modifier.fillMaxWidth().height(window - 40.dp - handle)
        ) { content() }
    }
}

// Not expressed by Material 3's ModalBottomSheet (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   cardScale = 0.92
//   presentDuration = 0.5 s
//   dimDuration = 0.5 s
//   dimOutDuration = 0.5 s
//   snapDuration = 0.5 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.25

// Not read by --style card (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, detents, defaultHeight,
//   dismissHeight, topInset, fullscreenVelocity, fullscreenFraction, glassBlur, grabberWidth,
//   grabberHeight, panelHeight, halfFraction, peekHeight
