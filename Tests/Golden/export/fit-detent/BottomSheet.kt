// Exported by SheetLab 0.1.0: --style sheet --preset seed
// The detent small=fit (the content's height) is not expressed: Android has no equivalent, it is left out.
// A BottomSheetBehavior in a CoordinatorLayout has no scrim: the page stays usable and a tap on it
// does not close the sheet (SheetLab dims at 0.6 and closes on a tap there); not expressible.
// The XML half is bottom_sheet.xml; this sets what depends on the window's height.
// Released, Android Views lands otherwise than SheetLab on 6 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                       SheetLab  Android Views
//   slow-down-from-top            small     large
//   fast-flick-down-from-top      small     large
//   down-then-hesitate            small     large
//   tap                           small     large
//   slow-below-dismiss-line       small     dismiss
//   quick-flick-down-from-lowest  small     large
// (Android Views rests at large alone: each gesture begins there (SheetLab's at small or large; small not expressed).)
import android.content.res.ColorStateList
import android.graphics.Color
import android.view.View
import com.google.android.material.bottomsheet.BottomSheetBehavior
import com.google.android.material.shape.CornerFamily
import com.google.android.material.shape.MaterialShapeDrawable
import com.google.android.material.shape.ShapeAppearanceModel

/** Sets up R.id.bottom_sheet as tuned in SheetLab (large, lowest first). */
fun setUpTunedSheet(sheet: View) {
    val behavior = BottomSheetBehavior.from(sheet)
    val density = sheet.resources.displayMetrics.density
    val shape = ShapeAppearanceModel.builder()
        .setTopLeftCorner(CornerFamily.ROUNDED, 16f * density)
        .setTopRightCorner(CornerFamily.ROUNDED, 16f * density)
        .build()
    // A MaterialShapeDrawable has no fill of its own: white, as the XML's background.
    sheet.background = MaterialShapeDrawable(shape).apply {
        fillColor = ColorStateList.valueOf(Color.WHITE)
    }
    // SheetLab starts on the page: hidden; show it with behavior.state = BottomSheetBehavior.STATE_COLLAPSED.
    behavior.state = BottomSheetBehavior.STATE_HIDDEN
    // The CoordinatorLayout fills the window: its height is the window's, in px.
    val parent = sheet.parent as View
    parent.post {
        val window = parent.height.toFloat()
        behavior.peekHeight = (window - 64f * density).toInt()
        sheet.layoutParams = sheet.layoutParams.apply { height = (window - 64f * density).toInt() }
    }
}

/** Closes the sheet from code (its button): hidden, as on the page. */
fun hideTunedSheet(sheet: View) {
    val behavior = BottomSheetBehavior.from(sheet)
    behavior.isHideable = true
    behavior.state = BottomSheetBehavior.STATE_HIDDEN
}

// Not expressed by BottomSheetBehavior (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   policy = seed
//   animation = curve
//   curve = 0.42,0,0.58,1
//   springResponse = 0.4 s
//   springDamping = 0.9
//   flickDamping = 0
//   deceleration = 0.998
//   overdrag = clamp
//   rubberConstant = 0.55
//   overdragFactor = 2.5
//   releaseVelocity = carry
//   grabberTap = off
//   grabber = visible
//   dismissCue = on
//   dismissible = on
//   springRest = 0.5 pt
//   projectionTime = 0.2 s
//   undimmedDetent = none
//   dismissHeight = 40 pt
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   dimAlpha = 0.6
//   grabberWidth = 60 pt
//   grabberHeight = 6 pt
//   cardScale = 0.92
//   presentDuration = 0.3 s
//   dimDuration = 0.4 s
//   snapDuration = 0.4 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
