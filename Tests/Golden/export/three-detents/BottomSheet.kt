// Exported by SheetLab 0.1.0: --style sheet --preset seed
// A BottomSheetBehavior in a CoordinatorLayout has no scrim: the page stays usable and a tap on it
// does not close the sheet (SheetLab dims at 0.4 and closes on a tap there); not expressible.
// The XML half is bottom_sheet.xml; this sets what depends on the window's height.
// Released, Android Views lands otherwise than SheetLab on 5 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture              SheetLab  Android Views
//   slow-up-a-little     half      peek
//   short-fast-flick-up  full      half
//   long-fast-flick-up   full      half
//   slow-down-from-top   half      full
//   down-then-hesitate   half      full
import android.content.res.ColorStateList
import android.graphics.Color
import android.view.View
import com.google.android.material.bottomsheet.BottomSheetBehavior
import com.google.android.material.shape.CornerFamily
import com.google.android.material.shape.MaterialShapeDrawable
import com.google.android.material.shape.ShapeAppearanceModel

/** Sets up R.id.bottom_sheet as tuned in SheetLab (peek, half, full, lowest first). */
fun setUpTunedSheet(sheet: View) {
    val behavior = BottomSheetBehavior.from(sheet)
    val density = sheet.resources.displayMetrics.density
    val shape = ShapeAppearanceModel.builder()
        .setTopLeftCorner(CornerFamily.ROUNDED, 24f * density)
        .setTopRightCorner(CornerFamily.ROUNDED, 24f * density)
        .build()
    // A MaterialShapeDrawable has no fill of its own: white, as the XML's background.
    sheet.background = MaterialShapeDrawable(shape).apply {
        fillColor = ColorStateList.valueOf(Color.WHITE)
    }
    behavior.state = BottomSheetBehavior.STATE_HALF_EXPANDED
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
//   undimmedDetent = half
//   dismissHeight = 60 pt
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   dimAlpha = 0.4
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
