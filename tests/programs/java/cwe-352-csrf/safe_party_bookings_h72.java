// A party bookings program of the h72 set (cwe-352-csrf).
package com.bouncehaus.parties;

import java.security.Principal;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Configuration
@EnableWebSecurity
class PartySecurityConfig {

    @Bean
    SecurityFilterChain partyChain(HttpSecurity http) throws Exception {
        http
            .authorizeHttpRequests(auth -> auth
                .requestMatchers("/", "/login", "/css/**", "/webhooks/**").permitAll()
                .anyRequest().authenticated())
            .formLogin(form -> form.loginPage("/login").defaultSuccessUrl("/party-bookings", true))
            .rememberMe(Customizer.withDefaults())
            // payment provider callbacks are signed and carry no session
            .csrf(csrf -> csrf.ignoringRequestMatchers("/webhooks/**"));
        return http.build();
    }
}

interface BookingAction {
    String key();

    void apply(String bookingId, String owner, Map<String, String> form);
}

@Component
class AddJumpersAction implements BookingAction {
    public String key() { return "add-jumpers"; }

    public void apply(String bookingId, String owner, Map<String, String> form) {
        int extra = Integer.parseInt(form.getOrDefault("count", "0"));
        // adjusts headcount and the grip-sock order for the party room
    }
}

@Component
class MoveSlotAction implements BookingAction {
    public String key() { return "move"; }

    public void apply(String bookingId, String owner, Map<String, String> form) {
        String slot = form.get("slot");
        // releases the old court slot and holds the new one
    }
}

@Component
class CancelAction implements BookingAction {
    public String key() { return "cancel"; }

    public void apply(String bookingId, String owner, Map<String, String> form) {
        // cancels the booking and issues store credit to the owner's account
    }
}

@Controller
class PartyBookingController {
    private final Map<String, BookingAction> actions;

    PartyBookingController(List<BookingAction> actions) {
        this.actions = actions.stream().collect(Collectors.toMap(BookingAction::key, Function.identity()));
    }

    @PostMapping("/party-bookings/{bookingId}/{action}")
    String act(@PathVariable String bookingId, @PathVariable String action,
               @RequestParam Map<String, String> form, Principal parent) {
        BookingAction handler = actions.get(action);
        if (handler == null) {
            return "redirect:/party-bookings?unknownAction";
        }
        handler.apply(bookingId, parent.getName(), form);
        return "redirect:/party-bookings/" + bookingId;
    }
}
