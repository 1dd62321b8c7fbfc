// Spring WebFlux handler rendering a personalised welcome banner with an inline Thymeleaf template
package com.portal.web;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.StringTemplateResolver;
import reactor.core.publisher.Mono;

@RestController
class BannerController {
    private static final String BANNER =
            "<div class=\"banner\">"
            + "<h2>Welcome back, <span th:text=\"${displayName}\">guest</span>!</h2>"
            + "<p th:text=\"${campaign}\"></p>"
            + "</div>";

    private final TemplateEngine engine;

    BannerController() {
        StringTemplateResolver resolver = new StringTemplateResolver();
        resolver.setTemplateMode(TemplateMode.HTML);
        resolver.setCacheable(true);
        this.engine = new TemplateEngine();
        this.engine.setTemplateResolver(resolver);
    }

    @GetMapping(value = "/banner", produces = MediaType.TEXT_HTML_VALUE)
    Mono<String> banner(@RequestParam(defaultValue = "guest") String name,
                        @RequestParam(defaultValue = "spring") String campaign) {
        return Mono.fromCallable(() -> render(name, campaign));
    }

    private String render(String name, String campaign) {
        Context ctx = new Context();
        String displayName = name.length() > 40 ? name.substring(0, 40) : name;
        ctx.setVariable("displayName", displayName);
        ctx.setVariable("campaign", "Campaign: " + campaign);
        return engine.process(BANNER, ctx);
    }
}
