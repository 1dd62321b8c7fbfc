// A hat sizing program of the h71 set (cwe-079-xss).
package com.featherandfelt.shop.sizing;

import java.math.BigDecimal;
import java.math.RoundingMode;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

class MeasurementException extends RuntimeException {
    private final String input;

    MeasurementException(String input, String problem) {
        super(problem);
        this.input = input;
    }

    String input() {
        return input;
    }
}

record HatSize(BigDecimal centimetres, String letter, String usFraction) {}

@RestController
class HatSizeController {

    @GetMapping(value = "/sizing", produces = MediaType.TEXT_HTML_VALUE)
    String sizing(@RequestParam("head") String head) {
        HatSize size = toSize(parseCentimetres(head));
        return """
                <html><body>
                <h2>Your hat size</h2>
                <p>%s cm &middot; size %s &middot; US %s</p>
                <a href="/collections?size=%s">See hats in your size</a>
                </body></html>
                """.formatted(size.centimetres(), size.letter(), size.usFraction(), size.letter());
    }

    static BigDecimal parseCentimetres(String raw) {
        String cleaned = raw == null ? "" : raw.strip().toLowerCase().replace("cm", "").replace(',', '.').strip();
        BigDecimal cm;
        try {
            cm = new BigDecimal(cleaned);
        } catch (NumberFormatException e) {
            throw new MeasurementException(raw, "not a number");
        }
        if (cm.compareTo(BigDecimal.valueOf(48)) < 0 || cm.compareTo(BigDecimal.valueOf(66)) > 0) {
            throw new MeasurementException(raw, "outside the range we block hats for (48-66 cm)");
        }
        return cm.setScale(1, RoundingMode.HALF_UP);
    }

    static HatSize toSize(BigDecimal cm) {
        int rounded = cm.setScale(0, RoundingMode.HALF_UP).intValue();
        String letter = switch (rounded) {
            case 48, 49, 50, 51, 52, 53 -> "XS";
            case 54, 55 -> "S";
            case 56, 57 -> "M";
            case 58, 59 -> "L";
            case 60, 61 -> "XL";
            default -> "XXL";
        };
        // US sizes run in eighths: circumference in inches divided by pi
        double us = cm.doubleValue() / 2.54 / Math.PI;
        int whole = (int) us;
        int eighths = (int) Math.round((us - whole) * 8);
        String fraction = eighths == 0 ? Integer.toString(whole)
                : eighths == 8 ? Integer.toString(whole + 1)
                : whole + " " + eighths + "/8";
        return new HatSize(cm, letter, fraction);
    }
}

@ControllerAdvice
class SizingErrors {

    @ExceptionHandler(MeasurementException.class)
    ResponseEntity<String> badMeasurement(MeasurementException e) {
        String page = """
                <html><body>
                <h2>We couldn't read that measurement</h2>
                <p>You entered <em>%s</em>: %s.</p>
                <p>Measure around your head just above the ears, in centimetres.</p>
                </body></html>
                """.formatted(HtmlUtils.htmlEscape(e.input() == null ? "" : e.input()), e.getMessage());
        return ResponseEntity.status(HttpStatus.BAD_REQUEST)
                .contentType(MediaType.TEXT_HTML)
                .body(page);
    }
}
