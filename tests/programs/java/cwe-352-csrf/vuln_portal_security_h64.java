// A portal security program of the h64 set (cwe-352-csrf).
package com.ropewalk.portal.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

import java.util.List;

/**
 * Trade portal for chandlers: they log in with a form, look at past rope orders
 * and can repeat or cancel them. Sessions are cookie based.
 */
@Configuration
@EnableWebSecurity
class TradePortalSecurityConfig {

    @Bean
    SecurityFilterChain portalChain(HttpSecurity http) throws Exception {
        http
                .authorizeHttpRequests(auth -> auth
                        .requestMatchers("/login", "/css/**", "/img/**").permitAll()
                        .requestMatchers("/admin/**").hasRole("STAFF")
                        .anyRequest().authenticated())
                .formLogin(form -> form.loginPage("/login").defaultSuccessUrl("/orders", true))
                .logout(Customizer.withDefaults())
                .csrf(AbstractHttpConfigurer::disable);
        return http.build();
    }
}

@Controller
class ReorderController {

    interface OrderDesk {
        void repeat(String chandler, long orderId, int copies);
        void cancel(String chandler, List<Long> orderIds);
    }

    private final OrderDesk desk;

    ReorderController(OrderDesk desk) {
        this.desk = desk;
    }

    @PostMapping("/orders/repeat")
    String repeat(@AuthenticationPrincipal UserDetails user,
                  @RequestParam long orderId,
                  @RequestParam(defaultValue = "1") int copies) {
        desk.repeat(user.getUsername(), orderId, Math.max(1, Math.min(copies, 20)));
        return "redirect:/orders";
    }

    @PostMapping("/orders/cancel")
    String cancel(@AuthenticationPrincipal UserDetails user, @RequestParam("id") List<Long> ids) {
        desk.cancel(user.getUsername(), ids);
        return "redirect:/orders";
    }
}
