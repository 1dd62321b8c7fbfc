// A commission portal program of the h67 set (cwe-352-csrf).
// harp makers: client portal where signed-in customers confirm wood choices and approve deposit payments
package ie.harpworks.portal;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;
import java.security.Principal;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.stereotype.Controller;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;

@SpringBootApplication
public class CommissionPortalApplication {
    public static void main(String[] args) {
        SpringApplication.run(CommissionPortalApplication.class, args);
    }
}

@Configuration
@EnableWebSecurity
class PortalSecurityConfig {

    @Bean
    SecurityFilterChain portalFilterChain(HttpSecurity http) throws Exception {
        http
            .authorizeHttpRequests(auth -> auth
                .requestMatchers("/", "/login", "/css/**", "/img/**").permitAll()
                .anyRequest().authenticated())
            .formLogin(form -> form.loginPage("/login").defaultSuccessUrl("/commissions", true))
            .logout(Customizer.withDefaults())
            .csrf(csrf -> csrf.disable());
        return http.build();
    }
}

enum Tonewood { MAPLE, CHERRY, WALNUT, SITKA_SPRUCE, BOG_OAK }

record WoodChoice(@NotNull Tonewood body, @NotNull Tonewood soundboard) {
}

record DepositApproval(@Positive long amountPence) {
}

@Service
class CommissionService {

    void chooseWood(String client, long commissionId, WoodChoice choice) {
        // stored against the commission and forwarded to the workshop schedule
    }

    void approveDeposit(String client, long commissionId, long amountPence) {
        // triggers a charge against the card the client saved at checkout
    }
}

@Controller
class CommissionController {

    private final CommissionService service;

    CommissionController(CommissionService service) {
        this.service = service;
    }

    @PostMapping("/commissions/{id}/wood")
    String chooseWood(@PathVariable long id, @Valid @ModelAttribute WoodChoice choice, Principal principal) {
        service.chooseWood(principal.getName(), id, choice);
        return "redirect:/commissions/" + id;
    }

    @PostMapping("/commissions/{id}/deposit")
    String approveDeposit(@PathVariable long id, @Valid @ModelAttribute DepositApproval approval,
                          Principal principal) {
        service.approveDeposit(principal.getName(), id, approval.amountPence());
        return "redirect:/commissions/" + id + "?deposit=approved";
    }
}
