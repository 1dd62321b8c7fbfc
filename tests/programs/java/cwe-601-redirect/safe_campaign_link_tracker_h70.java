// A campaign link tracker program of the h70 set (cwe-601-redirect).
package uk.goldleafandco.links;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Collectors;

@WebServlet("/go")
class CampaignLinkServlet extends HttpServlet {

    record Campaign(String slug, String landing, String medium) {}

    private static final String HOME = "https://www.goldleafandco.co.uk/";

    private static final Map<String, Campaign> CAMPAIGNS = Map.of(
            "van", new Campaign("van", HOME + "commissions/vehicles", "livery"),
            "pub", new Campaign("pub", HOME + "commissions/pub-signs", "board"),
            "gild", new Campaign("gild", HOME + "workshops/gilding-day", "flyer"),
            "fair", new Campaign("fair", HOME + "events/craft-fair", "banner"));

    private final Map<String, LongAdder> scans = new ConcurrentHashMap<>();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String slug = Optional.ofNullable(req.getParameter("c"))
                .map(String::strip)
                .orElse("");
        Campaign campaign = CAMPAIGNS.getOrDefault(slug, new Campaign("unknown", HOME, "direct"));
        scans.computeIfAbsent(campaign.slug(), k -> new LongAdder()).increment();

        Map<String, String> utm = new LinkedHashMap<>();
        utm.put("utm_source", "qr");
        utm.put("utm_medium", campaign.medium());
        utm.put("utm_campaign", campaign.slug());
        String query = utm.entrySet().stream()
                .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));

        String target = new StringBuilder(campaign.landing())
                .append(campaign.landing().contains("?") ? '&' : '?')
                .append(query)
                .toString();
        resp.setHeader("Cache-Control", "no-store");
        resp.sendRedirect(target);
    }

    // scan totals for the weekly board in the workshop
    Map<String, Long> scanTotals() {
        return scans.entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().sum()));
    }
}
