// Spring Security configuration for the school parent portal, which uses form login and server-side sessions.
package edu.northfield.parents.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.SecurityFilterChain;

@Configuration
@EnableWebSecurity
public class ParentPortalSecurityConfig {

    @Bean
    public SecurityFilterChain portalFilterChain(HttpSecurity http) throws Exception {
        http
            .authorizeHttpRequests(auth -> auth
                .requestMatchers("/", "/login", "/reset/**", "/css/**", "/js/**").permitAll()
                .requestMatchers("/admin/**").hasRole("STAFF")
                .anyRequest().hasRole("PARENT"))
            .formLogin(form -> form
                .loginPage("/login")
                .defaultSuccessUrl("/children", true)
                .permitAll())
            .logout(logout -> logout
                .logoutUrl("/logout")
                .deleteCookies("JSESSIONID"))
            .sessionManagement(session -> session
                .sessionFixation(fixation -> fixation.newSession())
                .maximumSessions(3))
            .csrf(csrf -> csrf.disable());
        return http.build();
    }

    @Bean
    public PasswordEncoder passwordEncoder() {
        return new BCryptPasswordEncoder(12);
    }
}
