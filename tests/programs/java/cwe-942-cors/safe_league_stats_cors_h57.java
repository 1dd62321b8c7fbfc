// Spring web configuration and controller for a sports league's member statistics API used by club websites
package org.league.stats;

import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@ConfigurationProperties(prefix = "league.cors")
record CorsSettings(List<String> clubOrigins, long maxAgeSeconds) {}

@Configuration
@EnableConfigurationProperties(CorsSettings.class)
class MemberApiWebConfig implements WebMvcConfigurer {
    private final CorsSettings settings;

    MemberApiWebConfig(CorsSettings settings) {
        this.settings = settings;
    }

    @Override
    public void addCorsMappings(CorsRegistry registry) {
        registry.addMapping("/api/members/**")
                .allowedOrigins(settings.clubOrigins().toArray(String[]::new))
                .allowedMethods("GET", "POST")
                .allowCredentials(true)
                .maxAge(settings.maxAgeSeconds());
    }
}

interface MemberStatsService {
    Map<String, Object> statsForSession(String sessionId);
}

@RestController
class MemberStatsController {
    private final MemberStatsService service;

    MemberStatsController(MemberStatsService service) {
        this.service = service;
    }

    @GetMapping("/api/members/me/stats")
    Map<String, Object> myStats(@CookieValue("LEAGUE_SESSION") String sessionId) {
        return service.statsForSession(sessionId);
    }
}
