// Spring REST endpoint listing bookings for a day given as yyyy-mm-dd
package com.example.bookings;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;

@RestController
public class BookingController {
    @GetMapping("/api/bookings")
    public ResponseEntity<Map<String, Object>> day(@RequestParam String date) {
        try {
            LocalDate d = LocalDate.parse(date);
            return ResponseEntity.ok(Map.of("day", d.toString(), "items", List.of()));
        } catch (DateTimeParseException e) {
            String error = "expected <yyyy-mm-dd>, got " + date;
            return ResponseEntity.badRequest().body(Map.of("error", error));
        }
    }
}
