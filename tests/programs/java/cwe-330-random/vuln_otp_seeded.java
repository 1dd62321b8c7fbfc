// Service that generates six-digit one-time login codes sent by SMS
package com.example.mfa;

import java.util.Random;

public class SmsCodeService {

    private final SmsGateway sms;

    public SmsCodeService(SmsGateway sms) {
        this.sms = sms;
    }

    public String sendCode(String phoneNumber) {
        Random rnd = new Random(System.currentTimeMillis());
        String code = String.format("%06d", rnd.nextInt(1_000_000));
        sms.send(phoneNumber, "Your login code is " + code);
        return code;
    }

    public interface SmsGateway { void send(String to, String text); }
}
