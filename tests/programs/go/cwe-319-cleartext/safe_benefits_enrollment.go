// Client used by the state benefits portal to submit enrollment applications to the eligibility service.
package eligibility

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

const defaultEligibilityURL = "https://eligibility.benefits.state.gov/api/v2/applications"

type Application struct {
	ApplicantName string `json:"applicant_name"`
	SSN           string `json:"ssn"`
	DateOfBirth   string `json:"date_of_birth"`
	HouseholdSize int    `json:"household_size"`
	MonthlyIncome int    `json:"monthly_income_cents"`
}

type Client struct {
	BaseURL string
	APIKey  string
	HTTP    *http.Client
}

func NewClient() *Client {
	return &Client{
		BaseURL: defaultEligibilityURL,
		APIKey:  os.Getenv("ELIGIBILITY_API_KEY"),
		HTTP:    &http.Client{Timeout: 15 * time.Second},
	}
}

func (c *Client) Submit(ctx context.Context, app Application) (string, error) {
	body, err := json.Marshal(app)
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL, bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Api-Key", c.APIKey)
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return "", fmt.Errorf("eligibility service returned %s", resp.Status)
	}
	var out struct {
		CaseNumber string `json:"case_number"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return "", err
	}
	return out.CaseNumber, nil
}
