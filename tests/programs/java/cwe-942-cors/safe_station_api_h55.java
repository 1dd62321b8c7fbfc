// Spring web configuration for the coastal weather station API used by the observer dashboard and partner sites
package weather.coastal;

import java.security.Principal;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@ConfigurationProperties(prefix = "stations.cors")
record StationCorsProperties(List<String> trustedOrigins, long maxAgeSeconds) {}

@Configuration
@EnableConfigurationProperties(StationCorsProperties.class)
class StationWebConfig implements WebMvcConfigurer {
    private final StationCorsProperties cors;

    StationWebConfig(StationCorsProperties cors) { this.cors = cors; }

    @Override
    public void addCorsMappings(CorsRegistry registry) {
        registry.addMapping("/api/**")
                .allowedOrigins(cors.trustedOrigins().toArray(String[]::new))
                .allowedMethods("GET", "POST", "PUT", "DELETE")
                .allowedHeaders("Content-Type", "X-Requested-With")
                .allowCredentials(true)
                .maxAge(cors.maxAgeSeconds());
    }
}

record Observation(String stationId, double windKnots, double waveMetres, String observer) {}

interface ObservationStore {
    List<Observation> recentFor(String observerAccount);
}

@RestController
class ObserverController {
    private final ObservationStore store;

    ObserverController(ObservationStore store) { this.store = store; }

    @GetMapping("/api/observations/mine")
    List<Observation> mine(Principal principal) {
        return store.recentFor(principal.getName());
    }
}
