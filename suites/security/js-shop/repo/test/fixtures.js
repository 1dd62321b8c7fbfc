'use strict';

// Fixed values for the route tests. The token is signed with the test secret below and only
// works against a server started with JWT_SECRET=test-secret.
module.exports = {
  jwtSecret: 'test-secret',
  adminToken: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjEsInJvbGUiOiJhZG1pbiIsImlhdCI6MTcwMDAwMDAwMH0.Xv3x0bq6b0yJ9mQ0c1a7W9p3rT5uE2kL8nA4sD6fG1h',
  customer: { id: 2, email: 'kim@example.test', password: 'hunter2-but-longer' },
};
