// Spring Security setup and rent-payment form handler for the residential tenant portal
package com.harborview.tenants.portal;

import java.math.BigDecimal;
import java.security.Principal;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.stereotype.Controller;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;

record AutopayForm(String bankRouting, String bankAccount, BigDecimal monthlyCap) {}

@Configuration
@EnableWebSecurity
class TenantPortalSecurityConfig {
    @Bean
    SecurityFilterChain portalChain(HttpSecurity http) throws Exception {
        http
            .authorizeHttpRequests(auth -> auth
                .requestMatchers("/login", "/css/**", "/api/webhooks/**").permitAll()
                .anyRequest().authenticated())
            .formLogin(form -> form.loginPage("/login").defaultSuccessUrl("/tenant/home"))
            .logout(logout -> logout.logoutUrl("/logout"))
            .csrf(csrf -> csrf.ignoringRequestMatchers("/api/webhooks/**"));
        return http.build();
    }
}

@Service
class AutopayService {
    private final PaymentGateway gateway;

    AutopayService(PaymentGateway gateway) {
        this.gateway = gateway;
    }

    void enroll(String tenantLogin, AutopayForm form) {
        if (form.monthlyCap() == null || form.monthlyCap().signum() <= 0) {
            throw new IllegalArgumentException("monthly cap required");
        }
        gateway.registerMandate(tenantLogin, form.bankRouting(), form.bankAccount(), form.monthlyCap());
    }
}

interface PaymentGateway {
    void registerMandate(String tenant, String routing, String account, BigDecimal cap);
}

@Controller
class AutopayController {
    private final AutopayService service;

    AutopayController(AutopayService service) {
        this.service = service;
    }

    @PostMapping("/tenant/autopay")
    String enroll(@ModelAttribute AutopayForm form, Principal principal) {
        service.enroll(principal.getName(), form);
        return "redirect:/tenant/autopay?saved";
    }
}
