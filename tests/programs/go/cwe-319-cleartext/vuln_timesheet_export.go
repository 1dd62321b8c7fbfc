// Pushes approved weekly timesheets from the rostering system to the external payroll provider.
package export

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

const providerEndpoint = "http://api.paybridge-payroll.com/v2/timesheets"

type TimesheetLine struct {
	EmployeeRef string  `json:"employee_ref"`
	Week        string  `json:"week"`
	Hours       float64 `json:"hours"`
	Overtime    float64 `json:"overtime"`
}

type Exporter struct {
	ClientID string
	Secret   string
	client   *http.Client
}

func NewExporter() *Exporter {
	return &Exporter{
		ClientID: os.Getenv("PAYBRIDGE_CLIENT_ID"),
		Secret:   os.Getenv("PAYBRIDGE_SECRET"),
		client:   &http.Client{Timeout: 30 * time.Second},
	}
}

func (e *Exporter) Push(ctx context.Context, lines []TimesheetLine) error {
	body, err := json.Marshal(map[string]interface{}{"lines": lines, "submitted_at": time.Now().UTC()})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, providerEndpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.SetBasicAuth(e.ClientID, e.Secret)
	req.Header.Set("Content-Type", "application/json")
	resp, err := e.client.Do(req)
	if err != nil {
		return fmt.Errorf("payroll provider unreachable: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return fmt.Errorf("payroll provider rejected export: %s", resp.Status)
	}
	return nil
}
