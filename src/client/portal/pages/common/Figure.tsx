/** A key figure: the value large, what it measures small below. */
export default function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div className="pt-fig">
      <div className="pt-fig-value">{value}</div>
      <div className="pt-fig-label">{label}</div>
    </div>
  );
}
