// Unseen set h59: seat booking
package com.palacecinemas.web;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.csrf.HttpSessionCsrfTokenRepository;
import org.springframework.stereotype.Controller;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Configuration
@EnableWebSecurity
class BoxOfficeWebConfig {
    @Bean
    SecurityFilterChain filterChain(HttpSecurity http) throws Exception {
        http
            .authorizeHttpRequests(auth -> auth
                .requestMatchers("/", "/screenings/**", "/css/**").permitAll()
                .anyRequest().authenticated())
            .formLogin(Customizer.withDefaults())
            .csrf(csrf -> csrf.csrfTokenRepository(new HttpSessionCsrfTokenRepository()));
        return http.build();
    }
}

@Repository
class SeatHoldRepository {
    private final JdbcTemplate jdbc;

    SeatHoldRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    int hold(long screeningId, String seat, String customer) {
        return jdbc.update("UPDATE seats SET held_by = ?, held_at = now() WHERE screening_id = ? AND seat_label = ? AND held_by IS NULL",
                customer, screeningId, seat);
    }
}

@Service
class SeatBookingService {
    private final SeatHoldRepository seats;

    SeatBookingService(SeatHoldRepository seats) {
        this.seats = seats;
    }

    @Transactional
    boolean book(long screeningId, String seat, String customer) {
        return seats.hold(screeningId, seat, customer) == 1;
    }
}

@Controller
class SeatBookingController {
    private final SeatBookingService bookings;

    SeatBookingController(SeatBookingService bookings) {
        this.bookings = bookings;
    }

    @PostMapping("/screenings/{id}/bookings")
    String book(@PathVariable long id, @RequestParam String seat, @AuthenticationPrincipal UserDetails user) {
        boolean held = bookings.book(id, seat, user.getUsername());
        return held ? "redirect:/basket" : "redirect:/screenings/" + id + "?seatTaken";
    }
}

@SpringBootApplication
class BoxOfficeApplication {
    public static void main(String[] args) {
        SpringApplication.run(BoxOfficeApplication.class, args);
    }
}
