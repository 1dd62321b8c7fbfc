// Micronaut endpoint validating customs line items (HS code and goods description) for export filings
package com.borderlane.customs.filing;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

@Serdeable
record LineItem(String hsCode, String description, int quantity) {}

@Serdeable
record ValidationReport(int accepted, List<String> errors) {}

@Singleton
class LineItemValidator {
    private static final Pattern HS_CODE = Pattern.compile("^\\d{4}\\.\\d{2}(\\.\\d{2,4})?$");
    private static final Pattern DESCRIPTION = Pattern.compile("^([A-Za-z0-9]+\\s?){1,40}$");

    List<String> check(int index, LineItem item) {
        List<String> errors = new ArrayList<>();
        if (item.hsCode() == null || !HS_CODE.matcher(item.hsCode()).matches()) {
            errors.add("line " + index + ": malformed HS code");
        }
        String description = item.description() == null ? "" : item.description();
        if (description.isEmpty() || !DESCRIPTION.matcher(description).matches()) {
            errors.add("line " + index + ": description must be words separated by single spaces");
        }
        if (item.quantity() <= 0) {
            errors.add("line " + index + ": quantity must be positive");
        }
        return errors;
    }
}

@Singleton
class FilingService {
    private final LineItemValidator validator;

    FilingService(LineItemValidator validator) { this.validator = validator; }

    ValidationReport validate(List<LineItem> items) {
        List<String> errors = new ArrayList<>();
        int accepted = 0;
        for (int i = 0; i < items.size(); i++) {
            List<String> lineErrors = validator.check(i + 1, items.get(i));
            accepted += lineErrors.isEmpty() ? 1 : 0;
            errors.addAll(lineErrors);
        }
        return new ValidationReport(accepted, errors);
    }
}

@Controller("/filings")
class FilingController {
    private final FilingService service;

    FilingController(FilingService service) { this.service = service; }

    @Post("/validate")
    HttpResponse<ValidationReport> validate(@Body List<LineItem> items) {
        return HttpResponse.ok(service.validate(items));
    }
}
