// Spring MVC controller that returns an embeddable HTML banner announcing a weather warning for an area
package weather.alerts;

import java.util.Locale;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

enum Severity {
    YELLOW("Be aware"), AMBER("Be prepared"), RED("Take action");
    final String label;
    Severity(String label) { this.label = label; }
}

abstract class AlertBanner {
    protected final String area;
    protected final Severity severity;

    AlertBanner(String area, Severity severity) {
        this.area = area;
        this.severity = severity;
    }

    protected abstract String cssClass();

    String render() {
        return String.format("<div class=\"banner %s %s\"><strong>%s</strong> &mdash; warning in effect for %s</div>",
                cssClass(), severity.name().toLowerCase(Locale.ROOT), severity.label, area);
    }
}

class StormBanner extends AlertBanner {
    StormBanner(String area, Severity s) { super(area, s); }
    @Override protected String cssClass() { return "storm"; }
}

class HeatBanner extends AlertBanner {
    HeatBanner(String area, Severity s) { super(area, s); }
    @Override protected String cssClass() { return "heat"; }
}

@Component
class BannerFactory {
    AlertBanner create(String kind, String level, String area) {
        Severity severity;
        try {
            severity = Severity.valueOf(level.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            severity = Severity.YELLOW;
        }
        return "heat".equalsIgnoreCase(kind) ? new HeatBanner(area, severity) : new StormBanner(area, severity);
    }
}

@Controller
class AlertBannerController {
    private final BannerFactory factory;

    AlertBannerController(BannerFactory factory) { this.factory = factory; }

    @GetMapping(value = "/alerts/banner", produces = MediaType.TEXT_HTML_VALUE)
    @ResponseBody
    String banner(@RequestParam String kind, @RequestParam String level, @RequestParam String area) {
        return factory.create(kind, level, area).render();
    }
}
