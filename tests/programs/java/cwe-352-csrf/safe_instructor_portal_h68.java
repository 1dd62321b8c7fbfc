// A instructor portal program of the h68 set (cwe-352-csrf).
// ski schools: instructor portal for updating payout details and handing lessons to a colleague
package ch.pistepro.portal;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;

import java.util.regex.Pattern;

@SpringBootApplication
public class InstructorPortalApp {
    public static void main(String[] args) {
        SpringApplication.run(InstructorPortalApp.class, args);
    }
}

@Configuration
@EnableWebSecurity
class PortalSecurity {

    @Bean
    SecurityFilterChain portal(HttpSecurity http) throws Exception {
        return http
                .authorizeHttpRequests(auth -> auth
                        .requestMatchers("/css/**", "/img/**", "/login").permitAll()
                        .requestMatchers("/api/**").hasAuthority("SCOPE_bookings")
                        .requestMatchers("/instructor/**").hasRole("INSTRUCTOR")
                        .anyRequest().authenticated())
                .formLogin(form -> form.loginPage("/login").defaultSuccessUrl("/instructor/week", true))
                .oauth2ResourceServer(oauth -> oauth.jwt(Customizer.withDefaults()))
                .csrf(csrf -> csrf.ignoringRequestMatchers("/api/**"))
                .build();
    }
}

record PayoutForm(String iban, String accountHolder) {
    private static final Pattern IBAN = Pattern.compile("^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$");

    PayoutForm {
        iban = iban == null ? "" : iban.replace(" ", "").toUpperCase();
        accountHolder = accountHolder == null ? "" : accountHolder.strip();
    }

    boolean valid() {
        return IBAN.matcher(iban).matches() && !accountHolder.isEmpty();
    }
}

record HandOverForm(String colleague, String reason) {}

@Controller
class InstructorController {

    private final JdbcClient jdbc;

    InstructorController(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @PostMapping("/instructor/payout")
    String updatePayout(@AuthenticationPrincipal UserDetails me, PayoutForm form) {
        if (!form.valid()) {
            return "redirect:/instructor/payout?error";
        }
        jdbc.sql("UPDATE instructor SET iban = :iban, account_holder = :holder WHERE username = :me")
            .param("iban", form.iban())
            .param("holder", form.accountHolder())
            .param("me", me.getUsername())
            .update();
        return "redirect:/instructor/payout?saved";
    }

    @PostMapping("/instructor/lessons/{lessonId}/hand-over")
    String handOver(@AuthenticationPrincipal UserDetails me, @PathVariable long lessonId, HandOverForm form) {
        var moved = jdbc.sql("""
                        UPDATE lesson
                           SET instructor = :colleague, handover_reason = :reason
                         WHERE id = :id AND instructor = :me
                           AND EXISTS (SELECT 1 FROM instructor WHERE username = :colleague AND active)
                        """)
                .param("colleague", form.colleague())
                .param("reason", form.reason())
                .param("id", lessonId)
                .param("me", me.getUsername())
                .update();
        return moved == 1 ? "redirect:/instructor/week?handedOver=" + lessonId : "redirect:/instructor/week?error";
    }
}
