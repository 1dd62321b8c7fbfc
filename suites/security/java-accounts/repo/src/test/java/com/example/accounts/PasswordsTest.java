package com.example.accounts;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PasswordsTest {
    private static final String TEST_PASSWORD = "Winter2024!fixture";

    @Test
    void roundTrip() {
        String salt = Passwords.newSalt();
        String hash = Passwords.hash(salt, TEST_PASSWORD);
        assertTrue(Passwords.matches(salt, TEST_PASSWORD, hash));
        assertFalse(Passwords.matches(salt, "wrong", hash));
    }
}
