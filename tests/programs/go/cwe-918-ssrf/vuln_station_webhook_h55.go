// Registration check for a weather network: volunteers submit their station's data URL and the service test-fetches it.
package stations

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

type StationRegistration struct {
	Callsign string `json:"callsign"`
	DataURL  string `json:"data_url"`
}

type URLPolicy struct{ VendorDomain string }

func (p URLPolicy) Check(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "https" || !strings.HasSuffix(u.Hostname(), p.VendorDomain) {
		return nil, errors.New("data URL must be hosted by the station vendor")
	}
	return u, nil
}

type StationProbe struct {
	Policy URLPolicy
	Client *http.Client
}

func NewStationProbe() *StationProbe {
	noRedirect := func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	client := &http.Client{Timeout: 8 * time.Second, CheckRedirect: noRedirect}
	return &StationProbe{Policy: URLPolicy{VendorDomain: "weatherlink.net"}, Client: client}
}

func (p *StationProbe) Sample(reg StationRegistration) ([]byte, error) {
	u, err := p.Policy.Check(reg.DataURL)
	if err != nil {
		return nil, err
	}
	resp, err := p.Client.Get(u.String())
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(io.LimitReader(resp.Body, 64<<10))
}

func (p *StationProbe) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var reg StationRegistration
	if err := json.NewDecoder(r.Body).Decode(&reg); err != nil {
		http.Error(w, "invalid registration", http.StatusBadRequest)
		return
	}
	sample, err := p.Sample(reg)
	if err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	w.Write(sample)
}
