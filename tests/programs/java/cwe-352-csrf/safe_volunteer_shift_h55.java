// Spring Security configuration and controller for a charity's volunteer shift sign-up site using form login
package charity.shifts;

import java.security.Principal;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.csrf.HttpSessionCsrfTokenRepository;
import org.springframework.stereotype.Controller;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;

@Configuration
@EnableWebSecurity
class ShiftSecurityConfig {
    @Bean
    SecurityFilterChain filterChain(HttpSecurity http) throws Exception {
        http
            .authorizeHttpRequests(auth -> auth
                .requestMatchers("/", "/login", "/css/**").permitAll()
                .requestMatchers("/coordinator/**").hasRole("COORDINATOR")
                .anyRequest().authenticated())
            .formLogin(form -> form.loginPage("/login").defaultSuccessUrl("/shifts", true))
            .logout(logout -> logout.logoutSuccessUrl("/"))
            .csrf(csrf -> csrf.csrfTokenRepository(new HttpSessionCsrfTokenRepository()));
        return http.build();
    }
}

interface ShiftRoster {
    void assign(long shiftId, String volunteer);
    void release(long shiftId, String volunteer);
}

@Service
class ShiftService {
    private final ShiftRoster roster;

    ShiftService(ShiftRoster roster) { this.roster = roster; }

    void signUp(long shiftId, String volunteer) { roster.assign(shiftId, volunteer); }

    void withdraw(long shiftId, String volunteer) { roster.release(shiftId, volunteer); }
}

@Controller
class ShiftController {
    private final ShiftService shifts;

    ShiftController(ShiftService shifts) { this.shifts = shifts; }

    @PostMapping("/shifts/{id}/signup")
    String signUp(@PathVariable long id, Principal principal) {
        shifts.signUp(id, principal.getName());
        return "redirect:/shifts";
    }

    @PostMapping("/shifts/{id}/withdraw")
    String withdraw(@PathVariable long id, Principal principal) {
        shifts.withdraw(id, principal.getName());
        return "redirect:/shifts";
    }
}
