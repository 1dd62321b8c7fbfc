// A order preview program of the h64 set (cwe-079-xss).
package uk.cantleandpommel.orders;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.owasp.encoder.Encode;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;

/**
 * Preview of a custom saddle order before the customer confirms it.
 * The order form posts parallel arrays: panel[], leather[], engraving[].
 */
@WebServlet("/orders/preview")
class SaddleOrderPreviewServlet extends HttpServlet {

    private static final Map<String, String> LEATHERS = Map.of(
            "veg-tan", "Vegetable-tanned cowhide",
            "bridle", "English bridle leather",
            "latigo", "Latigo",
            "buffalo", "Buffalo hide");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        req.setCharacterEncoding("UTF-8");
        String[] panels = req.getParameterValues("panel");
        String[] leathers = req.getParameterValues("leather");
        String[] engravings = req.getParameterValues("engraving");
        if (panels == null || leathers == null || panels.length != leathers.length) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "panel and leather lists must match");
            return;
        }
        String seatSize = req.getParameter("seat");
        int seat = 17;
        if (seatSize != null && seatSize.matches("1[4-9]")) {
            seat = Integer.parseInt(seatSize);
        }

        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<!doctype html><html><body>");
        out.println("<h1>Your saddle, " + seat + "&quot; seat</h1>");
        out.println("<table><tr><th>Panel</th><th>Leather</th><th>Engraving</th></tr>");
        for (int i = 0; i < panels.length; i++) {
            String leather = LEATHERS.getOrDefault(leathers[i], "Maker's choice");
            String engraving = engravings != null && i < engravings.length ? engravings[i].trim() : "";
            if (engraving.length() > 60) {
                engraving = engraving.substring(0, 60);
            }
            out.println("<tr><td>" + Encode.forHtml(panels[i]) + "</td>"
                    + "<td>" + Encode.forHtml(leather) + "</td>"
                    + "<td class=\"engraving\">" + Encode.forHtml(engraving) + "</td></tr>");
        }
        out.println("</table>");
        out.println("<p><a href=\"/orders/edit\">Change something</a></p>");
        out.println("</body></html>");
    }
}
