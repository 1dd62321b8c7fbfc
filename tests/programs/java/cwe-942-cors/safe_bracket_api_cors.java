// WebFlux CORS setup for the tournament bracket API used by the organiser dashboard.
package gg.arenahub.brackets.config;

import java.time.Duration;
import java.util.List;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.cors.CorsConfiguration;
import org.springframework.web.cors.reactive.CorsWebFilter;
import org.springframework.web.cors.reactive.UrlBasedCorsConfigurationSource;

@Configuration
public class BracketCorsConfig {

    @Bean
    public CorsWebFilter bracketCorsFilter() {
        CorsConfiguration api = new CorsConfiguration();
        api.setAllowedOrigins(List.of("https://organiser.arenahub.gg", "https://admin.arenahub.gg"));
        api.setAllowCredentials(true);
        api.setAllowedMethods(List.of("GET", "POST", "PUT", "DELETE"));
        api.setAllowedHeaders(List.of("Content-Type", "X-Requested-With"));
        api.setExposedHeaders(List.of("X-Bracket-Revision"));
        api.setMaxAge(Duration.ofHours(1));

        CorsConfiguration publicFeed = new CorsConfiguration();
        publicFeed.addAllowedOrigin("*");
        publicFeed.setAllowedMethods(List.of("GET"));

        UrlBasedCorsConfigurationSource source = new UrlBasedCorsConfigurationSource();
        source.registerCorsConfiguration("/api/brackets/**", api);
        source.registerCorsConfiguration("/feed/live-scores/**", publicFeed);
        return new CorsWebFilter(source);
    }
}
