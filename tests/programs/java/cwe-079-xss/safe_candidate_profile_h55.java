// Jakarta servlet that renders a preview card of a job candidate profile for recruiters before it is saved
package recruiting.profiles;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;

final class Html {
    private Html() {}

    static String escape(String s) {
        if (s == null) return "";
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}

record CandidateDraft(String fullName, String headline, int yearsExperience) {
    static CandidateDraft from(HttpServletRequest req) {
        int years;
        try {
            years = Integer.parseInt(req.getParameter("years"));
        } catch (NumberFormatException e) {
            years = 0;
        }
        return new CandidateDraft(req.getParameter("fullName"), req.getParameter("headline"), years);
    }
}

@WebServlet("/candidates/preview")
class CandidatePreviewServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        CandidateDraft draft = CandidateDraft.from(req);
        String headline = Html.escape(draft.headline());
        String name = draft.fullName() == null ? "Unnamed candidate" : Html.escape(draft.fullName().strip());
        resp.setContentType("text/html;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("<div class=\"candidate-card\">");
        out.println("  <h2>" + name + "</h2>");
        out.println("  <p class=\"headline\">" + headline + "</p>");
        out.println("  <p>" + draft.yearsExperience() + " years of experience</p>");
        out.println("</div>");
    }
}
