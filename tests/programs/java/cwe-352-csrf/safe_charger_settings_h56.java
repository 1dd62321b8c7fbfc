// Spring Security setup and functional routes for the home EV charger portal where customers adjust charging
package energy.solstice.charger;

import java.net.URI;
import java.security.Principal;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.web.servlet.function.RouterFunction;
import org.springframework.web.servlet.function.RouterFunctions;
import org.springframework.web.servlet.function.ServerResponse;

@Configuration
public class ChargerPortalConfig {

    public interface ChargerSettings {
        void update(String owner, int maxAmps, LocalTime offPeakStart);
    }

    @Bean
    SecurityFilterChain portalSecurity(HttpSecurity http) throws Exception {
        http
            .authorizeHttpRequests(auth -> auth
                .requestMatchers("/login", "/assets/**").permitAll()
                .anyRequest().authenticated())
            .formLogin(Customizer.withDefaults())
            .sessionManagement(s -> s.sessionFixation(f -> f.migrateSession()))
            .csrf(Customizer.withDefaults());
        return http.build();
    }

    @Bean
    RouterFunction<ServerResponse> chargerRoutes(ChargerSettings settings) {
        return RouterFunctions.route()
            .POST("/charger/settings", request -> {
                String owner = request.principal().map(Principal::getName).orElseThrow();
                try {
                    int amps = Integer.parseInt(request.param("maxAmps").orElse("32"));
                    LocalTime start = LocalTime.parse(request.param("offPeakStart").orElse("23:00"));
                    settings.update(owner, Math.max(6, Math.min(amps, 48)), start);
                } catch (NumberFormatException | DateTimeParseException e) {
                    return ServerResponse.seeOther(URI.create("/charger?invalid")).build();
                }
                return ServerResponse.seeOther(URI.create("/charger?saved")).build();
            })
            .build();
    }
}
