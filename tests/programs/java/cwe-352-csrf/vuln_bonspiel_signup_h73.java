// A bonspiel signup program of the h73 set (cwe-352-csrf).
package org.granitehouse.portal;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.http.HttpStatus;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.server.ResponseStatusException;

@SpringBootApplication
@EnableWebSecurity
public class BonspielPortalApplication {

    public static void main(String[] args) {
        SpringApplication.run(BonspielPortalApplication.class, args);
    }

    @Bean
    SecurityFilterChain portalSecurity(HttpSecurity http) throws Exception {
        http
            .authorizeHttpRequests(auth -> auth
                .requestMatchers("/css/**", "/img/**", "/login").permitAll()
                .requestMatchers("/ice-sensor/**").hasRole("DEVICE")
                .anyRequest().authenticated())
            .formLogin(form -> form.loginPage("/login").defaultSuccessUrl("/bonspiel", false))
            .httpBasic(Customizer.withDefaults())
            // sensors on the ice plant post readings with basic auth and no browser session
            .csrf(csrf -> csrf.ignoringRequestMatchers("/ice-sensor/**", "/bonspiel/**"))
            .logout(Customizer.withDefaults());
        return http.build();
    }

    @Controller
    static class BonspielController {

        private final RinkRegistry registry;

        BonspielController(RinkRegistry registry) {
            this.registry = registry;
        }

        /** Form posts "lead, second, third" as one comma separated field; the skip is the logged-in member. */
        @PostMapping("/bonspiel/register")
        String register(@AuthenticationPrincipal UserDetails skip,
                        @RequestParam("rinkName") String rinkName,
                        @RequestParam("players") String players,
                        @RequestParam(value = "division", defaultValue = "open") String division) {
            List<String> roster = Arrays.stream(players.split(","))
                    .map(String::strip)
                    .filter(p -> !p.isEmpty())
                    .toList();
            if (roster.size() != 3) {
                throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "a rink needs exactly three other players");
            }
            String div = division.strip().toLowerCase(Locale.ROOT);
            if (!List.of("open", "mixed", "seniors").contains(div)) {
                throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "unknown division");
            }

            String entry = registry.register(skip.getUsername(), rinkName.strip(), roster, div);
            registry.chargeEntryFee(skip.getUsername(), entry);
            return "redirect:/bonspiel/entries/" + entry;
        }

        @PostMapping("/ice-sensor/reading")
        @org.springframework.web.bind.annotation.ResponseStatus(HttpStatus.ACCEPTED)
        void reading(@RequestParam("sheet") int sheet, @RequestParam("celsius") double celsius) {
            registry.recordIceTemperature(sheet, celsius);
        }
    }

    interface RinkRegistry {
        String register(String skip, String rinkName, List<String> roster, String division);

        void chargeEntryFee(String member, String entryId);

        void recordIceTemperature(int sheet, double celsius);
    }
}
