// Spring Security configuration for the excursion booking web application.
package tours.fjordline.web.config;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.SecurityFilterChain;

@Configuration
@EnableWebSecurity
public class ExcursionSecurityConfig {

    @Bean
    public SecurityFilterChain bookingChain(HttpSecurity http) throws Exception {
        http
            .authorizeHttpRequests(auth -> auth
                .requestMatchers("/", "/excursions/**", "/css/**", "/img/**").permitAll()
                .requestMatchers("/bookings/**", "/account/**").authenticated()
                .anyRequest().denyAll())
            .formLogin(form -> form
                .loginPage("/login")
                .defaultSuccessUrl("/account", false)
                .permitAll())
            .logout(logout -> logout.logoutUrl("/logout").logoutSuccessUrl("/").permitAll())
            .sessionManagement(session -> session.sessionFixation(fixation -> fixation.migrateSession()))
            .csrf(csrf -> csrf.disable());
        return http.build();
    }

    @Bean
    public PasswordEncoder passwordEncoder() {
        return new BCryptPasswordEncoder(12);
    }
}
