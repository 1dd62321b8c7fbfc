// Travel agency service that issues redeemable gift voucher codes for holiday packages
package com.wanderly.vouchers;

import java.math.BigDecimal;
import java.security.SecureRandom;
import java.time.LocalDate;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

final class CodeGenerator {
    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();
    private final SecureRandom random;

    CodeGenerator(SecureRandom random) {
        this.random = random;
    }

    String next(String prefix, int groups) {
        StringBuilder sb = new StringBuilder(prefix);
        for (int g = 0; g < groups; g++) {
            sb.append('-');
            for (int i = 0; i < 4; i++) {
                sb.append(ALPHABET[random.nextInt(ALPHABET.length)]);
            }
        }
        return sb.toString();
    }
}

record VoucherRequest(String purchaserEmail, BigDecimal amount) {}

record Voucher(String code, BigDecimal amount, LocalDate expires) {}

@Service
class VoucherService {
    private final CodeGenerator generator = new CodeGenerator(new SecureRandom());
    private final Map<String, Voucher> issued = new ConcurrentHashMap<>();

    Voucher issue(VoucherRequest request) {
        String code;
        do {
            code = generator.next("WDL", 4);
        } while (issued.containsKey(code));
        Voucher v = new Voucher(code, request.amount(), LocalDate.now().plusYears(2));
        issued.put(code, v);
        return v;
    }
}

@RestController
class VoucherController {
    private final VoucherService service;

    VoucherController(VoucherService service) {
        this.service = service;
    }

    @PostMapping("/vouchers")
    Voucher purchase(@RequestBody VoucherRequest request) {
        return service.issue(request);
    }
}
