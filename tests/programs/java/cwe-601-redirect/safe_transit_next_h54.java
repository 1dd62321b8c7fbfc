// Servlet that stores a rider's language preference and returns to the trip planner.
package transit.bayline.planner;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

@WebServlet("/preferences/language")
public class LanguagePreferenceServlet extends HttpServlet {

    private static final Set<String> LANGUAGES = Set.of("en", "es", "zh", "vi", "tl");
    private static final String HOME = "https://planner.bayline-transit.example/";
    private static final UnaryOperator<String> CLEAN = s -> s.trim().toLowerCase(Locale.ROOT);

    private static boolean isPlannerUrl(String candidate) {
        try {
            URI uri = new URI(candidate);
            String host = uri.getHost();
            return "https".equalsIgnoreCase(uri.getScheme())
                && host != null
                && (host.equals("bayline-transit.example") || host.endsWith(".bayline-transit.example"));
        } catch (URISyntaxException e) {
            return false;
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String lang = Optional.ofNullable(req.getParameter("lang"))
            .map(CLEAN)
            .filter(LANGUAGES::contains)
            .orElse("en");
        Cookie pref = new Cookie("planner_lang", lang);
        pref.setPath("/");
        pref.setMaxAge(60 * 60 * 24 * 365);
        pref.setSecure(true);
        pref.setHttpOnly(true);
        resp.addCookie(pref);

        String next = Optional.ofNullable(req.getParameter("next"))
            .filter(LanguagePreferenceServlet::isPlannerUrl)
            .orElse(HOME);
        resp.sendRedirect(next);
    }
}
